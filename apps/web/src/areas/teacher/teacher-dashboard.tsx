import { Stack } from '@mantine/core';
import { IconCalendarQuestion, IconClipboardCheck, IconMessageQuestion } from '@tabler/icons-react';
import { DashboardGreeting } from '../../features/accounts/dashboard-greeting.tsx';
import { LateMarkingCard } from '../../features/assessments/late-marking-card.tsx';
import { useTeacherDashboard } from '../../features/dashboards/api.ts';
import { CountTiles } from '../../features/dashboards/count-tiles.tsx';

/** The teacher's work waiting: tests to correct, open queries, session requests, each a link to its screen. */
export function TeacherDashboard() {
  const counts = useTeacherDashboard();
  const { data } = counts;
  return (
    <Stack gap="lg">
      <DashboardGreeting subtitle="What is waiting for you in your current curriculum." />
      <CountTiles
        label="Waiting for you"
        query={counts}
        tiles={[
          {
            label: 'Tests awaiting correction',
            count: data?.testsAwaitingCorrection,
            to: '/teacher/assignments-list',
            icon: IconClipboardCheck,
            color: 'violet',
          },
          {
            label: 'Open queries',
            count: data?.openQueries,
            to: '/teacher/queries-list',
            icon: IconMessageQuestion,
            color: 'blue',
          },
          {
            label: 'Pending session requests',
            count: data?.pendingSessions,
            to: '/teacher/teacher-session',
            icon: IconCalendarQuestion,
            color: 'orange',
          },
        ]}
      />
      <LateMarkingCard linkOf={(test) => `/teacher/assignment-marking/${test.testID}/${test.curriculumCode}`} />
    </Stack>
  );
}

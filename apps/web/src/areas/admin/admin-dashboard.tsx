import { Stack } from '@mantine/core';
import {
  IconBook2,
  IconCalendarQuestion,
  IconClockPlay,
  IconSchool,
  IconUserExclamation,
  IconUsers,
} from '@tabler/icons-react';
import { DashboardGreeting } from '../../features/accounts/dashboard-greeting.tsx';
import { useInactiveUsers } from '../../features/admin-users/use-people.ts';
import { LateMarkingCard } from '../../features/assessments/late-marking-card.tsx';
import { useAdminDashboard } from '../../features/dashboards/api.ts';
import { CountTiles } from '../../features/dashboards/count-tiles.tsx';
import { AwaitingAcceptanceCard } from './acceptance/awaiting-acceptance-card.tsx';

/** The admin's overview: counts from the database, each a link to the screen that lists them. */
export function AdminDashboard() {
  const counts = useAdminDashboard();
  const { data } = counts;
  const awaiting = useInactiveUsers();
  const oldest = awaiting.data?.[0];
  return (
    <Stack gap="lg">
      <DashboardGreeting subtitle="Manage curricula, people, assessments and sessions from the side bar." />
      <CountTiles
        label="Overview"
        query={counts}
        tiles={[
          { label: 'Students', count: data?.students, to: '/admin/student', icon: IconSchool, color: 'blue' },
          { label: 'Staff', count: data?.staff, to: '/admin/staff', icon: IconUsers, color: 'teal' },
          { label: 'Curricula', count: data?.curricula, to: '/admin/curriculum', icon: IconBook2, color: 'indigo' },
          {
            label: 'Tests running',
            count: data?.testsRunning,
            to: '/admin/assessment',
            icon: IconClockPlay,
            color: 'violet',
          },
          {
            label: 'Awaiting acceptance',
            count: data?.awaitingAcceptance,
            // There is no list screen of them: the oldest one's page, where they are accepted.
            to: oldest ? `/admin/inactiveUser/${oldest.userID}` : '/admin/student',
            icon: IconUserExclamation,
            color: 'orange',
          },
          {
            label: 'Sessions pending',
            count: data?.sessionsPending,
            to: '/admin/session-admin',
            icon: IconCalendarQuestion,
            color: 'red',
          },
        ]}
      />
      <AwaitingAcceptanceCard users={awaiting.data} />
      <LateMarkingCard linkOf={(test) => `/admin/view-assessment/${test.testID}/${test.curriculumCode}`} />
    </Stack>
  );
}

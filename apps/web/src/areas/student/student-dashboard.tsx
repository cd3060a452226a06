import { SimpleGrid, Stack } from '@mantine/core';
import { DashboardGreeting } from '../../features/accounts/dashboard-greeting.tsx';
import { CurrentCurricula } from '../../features/student-catalogue/current-curricula.tsx';
import { DashboardAssignments } from './assignments/dashboard-assignments.tsx';
import { LatestQueriesCard } from './queries/latest-queries-card.tsx';
import { UpcomingSessionsCard } from './sessions/upcoming-sessions-card.tsx';

/** The dashboard's sections, in the spec's order (§2, Student area, dashboard). */
export function StudentDashboard() {
  return (
    <Stack gap="lg">
      <DashboardGreeting subtitle="Here is what is happening in your classes." />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CurrentCurricula />
        <DashboardAssignments />
        <UpcomingSessionsCard />
        <LatestQueriesCard />
      </SimpleGrid>
    </Stack>
  );
}

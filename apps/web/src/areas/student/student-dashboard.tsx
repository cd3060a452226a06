import { SimpleGrid, Stack } from '@mantine/core';
import { NotAvailableYet } from '../../components/not-available-yet.tsx';
import { DashboardGreeting } from '../../features/accounts/dashboard-greeting.tsx';
import { CurrentCurricula } from '../../features/student-catalogue/current-curricula.tsx';
import { DashboardAssignments } from './assignments/dashboard-assignments.tsx';

/** The dashboard's sections, in the spec's order (§2, Student area, dashboard). */
const sections = ['Upcoming Sessions', 'Latest Queries'] as const;

export function StudentDashboard() {
  return (
    <Stack gap="lg">
      <DashboardGreeting subtitle="Here is what is happening in your classes." />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CurrentCurricula />
        <DashboardAssignments />
        {sections.map((title) => (
          <NotAvailableYet key={title} title={title} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

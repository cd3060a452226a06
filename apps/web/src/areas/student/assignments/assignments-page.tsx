import { Paper, Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header.tsx';
import { useStudentAssignments } from '../../../features/assessments/api.ts';
import { TypeTabs } from '../../../features/assessments/type-tabs.tsx';

/** /student/assignments: formal and informal assignments, grouped (student spec §2, §4). */
export function AssignmentsPage() {
  const { data, isPending, error } = useStudentAssignments();
  return (
    <Stack gap="lg">
      <PageHeader title="Assignments" />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <TypeTabs
          labels={{ formal: 'FORMAL ASSIGNMENTS', informal: 'INFORMAL ASSIGNMENTS' }}
          assignments={data}
          isPending={isPending}
          error={error}
        />
      </Paper>
    </Stack>
  );
}

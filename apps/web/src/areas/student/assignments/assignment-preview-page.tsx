import { messages } from '@kaksha/contracts/messages';
import { Alert, Anchor, Paper, Skeleton, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useStudentAssignment } from '../../../features/assessments/api.ts';
import { AssignmentDetails } from '../../../features/assessments/assignment-details.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { StartTestPanel } from './start-test-panel.tsx';

/** /student/assignment-preview/:id: the test's details, its instructions and Start Test. */
export function AssignmentPreviewPage() {
  const { id = '' } = useParams();
  const { assignment, offsetMs, isPending, notFound, error } = useStudentAssignment(id);
  return (
    <Stack gap="lg" maw={760}>
      <Anchor component={Link} to="/student/assignments" size="sm">
        ← Assignments
      </Anchor>
      <PageHeader title={assignment?.assessmentName ?? 'Assignment Preview'} />
      {error ? (
        <Alert color="red">{errorMessage(error)}</Alert>
      ) : notFound ? (
        <Alert color="gray">{messages.noAssignments}</Alert>
      ) : isPending || !assignment ? (
        <Skeleton h={320} radius="md" />
      ) : (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="lg">
            <AssignmentDetails assignment={assignment} />
            <StartTestPanel assignment={assignment} offsetMs={offsetMs} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

import { Alert, Anchor, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAssignmentToCorrect, usePendingQuestions } from '../../../features/assessments/api.ts';
import { AssignmentDetails } from '../../../features/assessments/assignment-details.tsx';
import { statisticsPath } from '../../../features/statistics/test-statistics-view.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatSlashDate } from '../../../lib/dates.ts';
import { groupByStudent } from './group-by-student.ts';
import { StudentCorrection } from './student-correction.tsx';

/**
 * /teacher/assignment-correction/:id/:cc: the test's details (dates DD/MM/YYYY), then each
 * student's answers awaiting marks, saved per student (student spec §2, §4, §5).
 */
export function AssignmentCorrectionPage() {
  const { id = '', cc = '' } = useParams();
  const assessment = useAssignmentToCorrect(id, cc);
  const pending = usePendingQuestions(id);
  const students = pending.data ? groupByStudent(pending.data) : [];
  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to="/teacher/assignments-list" size="sm">
        ← Assignments
      </Anchor>
      <PageHeader
        title={assessment.data?.assessmentName ?? 'Assignment Correction'}
        actions={
          <>
            <Button component={Link} to={`/teacher/assignment-marking/${id}/${cc}`} variant="light">
              Mark by question
            </Button>
            {assessment.data && (
              <Button
                component={Link}
                to={statisticsPath('teacher', id)}
                variant="light"
                leftSection={<IconChartBar size={16} />}
              >
                Statistics
              </Button>
            )}
          </>
        }
      />
      {assessment.isPending ? (
        <Skeleton h={240} radius="md" />
      ) : assessment.error || !assessment.data ? (
        <Alert color="red">{assessment.error ? errorMessage(assessment.error) : 'Not found'}</Alert>
      ) : (
        <>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <AssignmentDetails assignment={assessment.data} formatDate={formatSlashDate} />
          </Paper>
          {pending.isPending ? (
            <Skeleton h={160} radius="md" />
          ) : pending.error ? (
            <Alert color="red">{errorMessage(pending.error)}</Alert>
          ) : students.length === 0 ? (
            <Paper withBorder radius="md" p="lg">
              <Text c="dimmed">Nothing to correct: no submitted answers are waiting for marks.</Text>
            </Paper>
          ) : (
            students.map((student) => <StudentCorrection key={student.userID} testID={id} student={student} />)
          )}
        </>
      )}
    </Stack>
  );
}

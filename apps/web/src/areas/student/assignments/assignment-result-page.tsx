import { messages } from '@kaksha/contracts/messages';
import { Alert, Anchor, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAssignmentResult, useStudentAssignment } from '../../../features/assessments/api.ts';
import { AssignmentDetails } from '../../../features/assessments/assignment-details.tsx';
import { ResultSummary } from '../../../features/assessments/result-summary.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { AnswerMarks } from './answer-marks.tsx';

/**
 * /student/assignment-result/:id: the test's details, then its marks, grade and each answer's
 * marks and comments, or the note that a teacher still has to correct it (student spec §2).
 */
export function AssignmentResultPage() {
  const { id = '' } = useParams();
  const result = useAssignmentResult(id);
  const assignment = useStudentAssignment(id);
  const facts = assignment.assignment ?? result.data ?? undefined;
  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to="/student/assignments" size="sm">
        ← Assignments
      </Anchor>
      <PageHeader title={facts?.assessmentName ?? 'Assignment Result'} />
      {result.isPending ? (
        <Skeleton h={320} radius="md" />
      ) : result.error ? (
        <Alert color="red">{errorMessage(result.error)}</Alert>
      ) : (
        <>
          {facts && (
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
              <AssignmentDetails assignment={facts} />
            </Paper>
          )}
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label="Result">
            <Stack gap="md">
              <Title order={2} size="h3">
                Result
              </Title>
              {result.data ? (
                <ResultSummary result={result.data} />
              ) : (
                <Alert color="gray">{messages.teacherNeedsToCorrect}</Alert>
              )}
            </Stack>
          </Paper>
          {result.data && result.data.answers.length > 0 && <AnswerMarks result={result.data} />}
        </>
      )}
    </Stack>
  );
}

import { DRAFT_STATUS } from '@kaksha/contracts/assessment-edits';
import { REVIEW_AFTER_LABELS } from '@kaksha/contracts/assessment-rules';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { EntityView } from '../../../components/entity-view.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { fullName, useStudentList } from '../../../features/admin-users/use-people.ts';
import { useAssessment, useDeleteAssessment } from '../../../features/assessments/admin-assessments.ts';
import { isNotFound, useNotFoundRedirect } from '../../../features/assessments/admin-not-found.ts';
import { ExtraTimeSection } from '../../../features/assessments/extra-time-section.tsx';
import { statisticsPath } from '../../../features/statistics/test-statistics-view.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatViewDate } from '../../../lib/dates.ts';
import { assessmentEditPath } from './assessment-list.tsx';
import { CopyAssessmentButton } from './copy-assessment-button.tsx';
import { RegradePanel } from './regrade-panel.tsx';

/**
 * /admin/view-assessment/:id/:cc (admin spec §2): the test's details and its frozen question texts,
 * Delete (refused once a student started) and Close.
 */
export function AssessmentView({ testID, curriculumCode }: { testID: string; curriculumCode: string }) {
  const { data, error } = useAssessment(testID, curriculumCode);
  const remove = useDeleteAssessment();
  const a = data?.assessment;
  const students = useStudentList();
  // Extra time is for the test's students: those whose curriculum it is.
  const choices = useMemo(
    () =>
      (students.data ?? [])
        .filter((s) => s.curriculumCode === curriculumCode)
        .map((s) => ({ value: s.userID, label: `${fullName(s)} (${s.email})` })),
    [students.data, curriculumCode],
  );

  useNotFoundRedirect(error, Boolean(data && !a));

  return (
    <EntityView
      title="View Assessment"
      closeTo="/admin/assessment"
      error={error && !isNotFound(error) ? errorMessage(error) : null}
      onDelete={a ? () => remove.mutateAsync(a.testID) : undefined}
      editTo={a ? assessmentEditPath(a) : undefined}
      actions={
        a && (
          <>
            <CopyAssessmentButton assessment={a} variant="default" />
            <Button
              component={Link}
              to={statisticsPath('admin', a.testID)}
              variant="light"
              leftSection={<IconChartBar size={16} />}
            >
              Statistics
            </Button>
          </>
        )
      }
      fields={
        a && [
          { label: 'Assessment Name', value: a.assessmentName },
          { label: 'Test ID', value: a.testID },
          { label: 'Curriculum', value: a.curriculum },
          { label: 'Subject', value: a.subject },
          { label: 'Start Date', value: `${formatViewDate(a.startdate)} ${a.startTime}` },
          { label: 'End Date', value: `${formatViewDate(a.enddate)} ${a.endTime}` },
          {
            label: 'Time limit',
            value: a.timeLimitMinutes === null ? 'None: the window decides' : `${a.timeLimitMinutes} minutes`,
          },
          { label: 'Type', value: a.type },
          { label: 'Assignment Mode', value: a.assignmentMode },
          { label: 'Lab Session', value: a.labSession ? 'Yes' : 'No' },
          { label: 'Max Questions', value: String(a.maxQuestions) },
          ...(a.assignmentMode === 'Optional'
            ? [
                { label: 'Optional Questions', value: String(a.optionalQuestions ?? '') },
                { label: 'Question Marks', value: String(a.optQuestionMarks ?? '') },
              ]
            : []),
          { label: 'Max Weightage', value: String(a.maxWeightage) },
          { label: 'Correction Mode', value: a.correctionMode },
          { label: 'Results open', value: REVIEW_AFTER_LABELS[a.reviewAfter] },
          { label: 'Category', value: a.assessmentType },
          ...(a.drawQuestions !== null
            ? [
                {
                  label: 'Drawn per student',
                  value: `${a.drawQuestions} of ${data?.questions.length ?? '…'} questions`,
                },
              ]
            : []),
          { label: 'Question order', value: a.shuffleQuestions ? "Each student's own" : 'As listed' },
          ...(a.status === DRAFT_STATUS ? [{ label: 'Status', value: 'Draft: edit it to set its dates' }] : []),
        ]
      }
    >
      {data && (
        <Stack gap="sm">
          <Title order={3} size="h5">
            Questions ({data.questions.length})
          </Title>
          {data.questions.map((q, index) => (
            <Group key={q._id} align="flex-start" wrap="nowrap" gap="sm">
              {/* Wide enough for "100." on one line (two digits wrapped the full stop under them). */}
              <Text fw={600} miw={36} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {index + 1}.
              </Text>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <SafeHtml html={q.question} />
                <Group gap="xs">
                  <Badge variant="light" size="sm">
                    {q.questionType}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {q.questionID} · {q.questionmarks} {q.questionmarks === 1 ? 'mark' : 'marks'}
                  </Text>
                </Group>
              </Stack>
            </Group>
          ))}
          {a && <RegradePanel testID={a.testID} questions={data.questions} />}
          <ExtraTimeSection testID={data.assessment?.testID ?? testID} choices={choices} />
        </Stack>
      )}
    </EntityView>
  );
}

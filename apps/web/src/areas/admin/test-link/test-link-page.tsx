import type { MeetingDto } from '@kaksha/contracts/assessments';
import { messages } from '@kaksha/contracts/messages';
import { Anchor, Button, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useMemo } from 'react';
import { EntityList } from '../../../components/entity-list.tsx';
import { fullName, useStudentList } from '../../../features/admin-users/use-people.ts';
import { useAssessments, useMeetings } from '../../../features/assessments/admin-assessments.ts';

type Row = MeetingDto & { testName: string; studentName: string };

/** /admin/test-link (Assignment Link): every student's test meeting, its join link and recording. */
export function TestLinkPage() {
  const meetings = useMeetings();
  const assessments = useAssessments();
  const students = useStudentList();
  // Meetings carry ids; the assessment and student lists give them names an admin recognises.
  const rows = useMemo(() => {
    const tests = new Map(assessments.data?.map((a) => [a.testID, a.assessmentName]));
    const people = new Map(students.data?.map((s) => [s.userID, fullName(s)]));
    return meetings.data?.map((m) => ({
      ...m,
      testName: tests.get(m.testId) ?? '',
      studentName: people.get(m.studentId) ?? '',
    }));
  }, [meetings.data, assessments.data, students.data]);
  return (
    <EntityList<Row>
      title="Assignment Link"
      searchPlaceholder="Search Curriculum/Student/Test"
      rows={rows}
      error={meetings.error}
      onRetry={meetings.refetch}
      retrying={meetings.isRefetching}
      rowKey={(row) => row._id}
      searchText={(row) => `${row.curriculumCode} ${row.studentName} ${row.email} ${row.testId} ${row.testName}`}
      columns={[
        { header: 'Curriculum', render: (row) => row.curriculumCode },
        { header: 'Student', render: (row) => row.studentName || row.studentId },
        { header: 'E-mail', render: (row) => row.email },
        {
          header: 'Test',
          render: (row) => (row.testName ? `${row.testName} (${row.testId})` : row.testId),
        },
        {
          header: 'Recording',
          render: (row) =>
            row.recordingUrl ? (
              <Anchor href={row.recordingUrl} target="_blank" rel="noopener noreferrer">
                Recording
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                {messages.recordingNotAvailable}
              </Text>
            ),
        },
      ]}
      rowActions={(row) => (
        <Button
          component="a"
          href={row.joiUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="compact-sm"
          variant="subtle"
          rightSection={<IconExternalLink size={14} />}
          aria-label={`Join the meeting of ${row.email} for ${row.testName || row.testId}`}
        >
          Join
        </Button>
      )}
      emptyText="No test meetings yet. A link appears here when a student starts a proctored test."
    />
  );
}

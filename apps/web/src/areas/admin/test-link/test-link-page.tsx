import type { MeetingDto } from '@kaksha/contracts/assessments';
import { messages } from '@kaksha/contracts/messages';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconClockPlus, IconExternalLink } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { EntityList } from '../../../components/entity-list.tsx';
import { fullName, useStudentList } from '../../../features/admin-users/use-people.ts';
import { useAssessments, useMeetings } from '../../../features/assessments/admin-assessments.ts';
import { useAccommodations } from '../../../features/assessments/extra-time.ts';
import { ExtraTimeDialog } from '../../../features/assessments/extra-time-dialog.tsx';
import { extraTimeSummary } from '../../../features/assessments/extra-time-section.tsx';

type Row = MeetingDto & { testName: string; studentName: string };

/** The student's time on the row's test; one read per test, shared by its rows. */
function ExtraTimeCell({ testID, userID }: { testID: string; userID: string }) {
  const list = useAccommodations(testID);
  const row = list.data?.data.find((r) => r.userID === userID);
  if (list.isError) return <Text size="sm">Not loaded</Text>;
  return <Text size="sm">{list.data ? (row ? extraTimeSummary(row) : 'Usual time') : '…'}</Text>;
}

/** The extra-time dialog of one row, opened with what the student has now. */
function RowExtraTime({ row, onClose }: { row: Row; onClose: () => void }) {
  const list = useAccommodations(row.testId);
  if (!list.data) return null;
  const current = list.data.data.find((r) => r.userID === row.studentId);
  return (
    <ExtraTimeDialog
      testID={row.testId}
      student={{
        userID: row.studentId,
        name: row.studentName || row.email,
        extraMinutes: current?.extraMinutes ?? null,
        endsAt: current?.endsAt ?? null,
      }}
      windowEndsAt={list.data.windowEndsAt}
      onClose={onClose}
    />
  );
}

/** /admin/test-link (Assignment Link): every student's test meeting, its join link and recording. */
export function TestLinkPage() {
  const meetings = useMeetings();
  const assessments = useAssessments();
  const students = useStudentList();
  const [giving, setGiving] = useState<Row | null>(null);
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
    <>
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
          { header: 'Extra time', render: (row) => <ExtraTimeCell testID={row.testId} userID={row.studentId} /> },
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
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconClockPlus size={14} />}
              onClick={() => setGiving(row)}
              aria-label={`Extra time for ${row.studentName || row.email} on ${row.testName || row.testId}`}
            >
              Extra time
            </Button>
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
          </Group>
        )}
        emptyText="No test meetings yet. A link appears here when a student starts a proctored test."
      />
      {giving && <RowExtraTime row={giving} onClose={() => setGiving(null)} />}
    </>
  );
}

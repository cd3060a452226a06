import { Paper, Stack, Table } from '@mantine/core';
import { PageHeader } from '../../../components/page-header.tsx';
import { PreviewNotice } from './preview-notice.tsx';
import { samplePracticalSessions } from './sample-data.ts';

/** /orgadmin/PracticalSession: the spec's static course table of practical sessions. */
export function PracticalSessionPage() {
  return (
    <Stack gap="lg">
      <PageHeader title="Practical Session" />
      <PreviewNotice />
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Course</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Lab</Table.Th>
                <Table.Th>Batch</Table.Th>
                <Table.Th>Hours</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {samplePracticalSessions.map((row) => (
                <Table.Tr key={`${row.course}-${row.subject}`}>
                  <Table.Td>{row.course}</Table.Td>
                  <Table.Td>{row.subject}</Table.Td>
                  <Table.Td>{row.lab}</Table.Td>
                  <Table.Td>{row.batch}</Table.Td>
                  <Table.Td>{row.hours}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}

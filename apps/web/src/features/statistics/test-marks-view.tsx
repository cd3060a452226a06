import { Anchor, Badge, Paper, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { useTestMarks } from './api.ts';
import { ExportButtons } from './export-buttons.tsx';
import { formatMarks, formatPercent } from './format.ts';
import { type StatisticsArea, statisticsPath } from './test-statistics-view.tsx';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * /admin/test-marks/:id and /teacher/test-marks/:id: every student who submitted the test, with
 * each question's marks, the total, percentage and grade; searchable, exported as on screen.
 */
export function TestMarksView({ area }: { area: StatisticsArea }) {
  const { id = '' } = useParams();
  const marks = useTestMarks(id);
  const [search, setSearch] = useState('');
  const test = marks.data?.test;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={statisticsPath(area, id)} size="sm">
        ← Statistics
      </Anchor>
      <PageHeader
        title={test ? `Marks: ${test.assessmentName}` : 'Marks per question'}
        description={test && `${test.testID} · ${test.curriculum} · ${test.subject}`}
        actions={<ExportButtons request={{ testID: id }} disabled={!test} />}
      />
      <QueryState query={marks} errorTitle="The marks could not be loaded" loading={<Skeleton h={240} />}>
        {(data) => {
          const words = search.trim().toLowerCase();
          const rows = data.students.filter(
            (s) => !words || `${s.studentName} ${s.email}`.toLowerCase().includes(words),
          );
          return (
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
              <Stack gap="sm">
                <TextInput
                  label="Search students"
                  placeholder="Name or e-mail"
                  leftSection={<IconSearch size={16} />}
                  value={search}
                  onChange={(e) => setSearch(e.currentTarget.value)}
                  maw={360}
                />
                {rows.length === 0 ? (
                  <Text c="dimmed">
                    {data.students.length === 0 ? 'No student has submitted this test yet.' : 'No students match.'}
                  </Text>
                ) : (
                  <Table.ScrollContainer minWidth={420 + 70 * data.questions.length}>
                    <Table striped stickyHeader aria-label="Marks per question">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Student</Table.Th>
                          <Table.Th>Submitted</Table.Th>
                          {data.questions.map((q) => (
                            <Table.Th key={q.questionID} title={`${q.questionID}, ${q.questionType}`}>
                              Q{q.position} ({q.questionmarks})
                            </Table.Th>
                          ))}
                          <Table.Th style={NO_WRAP}>Total</Table.Th>
                          <Table.Th style={NO_WRAP}>Percentage</Table.Th>
                          <Table.Th style={NO_WRAP}>Grade</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {rows.map((s) => (
                          <Table.Tr key={s.userID}>
                            <Table.Td>
                              <Text component="span" display="block" size="sm" fw={600}>
                                {s.studentName}
                              </Text>
                              <Text
                                component="span"
                                display="block"
                                size="xs"
                                c="dimmed"
                                style={{ overflowWrap: 'anywhere' }}
                              >
                                {s.email}
                              </Text>
                            </Table.Td>
                            <Table.Td>{formatDateTime(s.submittedAt)}</Table.Td>
                            {s.marks.map((m, i) => (
                              <Table.Td key={data.questions[i]?.questionID ?? i}>{formatMarks(m)}</Table.Td>
                            ))}
                            <Table.Td style={NO_WRAP}>
                              {s.corrected ? (
                                `${formatMarks(s.achievedMarks)} / ${s.totalMarks}`
                              ) : (
                                <Badge color="yellow.9" variant="outline" style={{ textTransform: 'none' }}>
                                  Waiting for marks
                                </Badge>
                              )}
                            </Table.Td>
                            <Table.Td>{formatPercent(s.percentage)}</Table.Td>
                            <Table.Td>{s.grade ?? '–'}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </Stack>
            </Paper>
          );
        }}
      </QueryState>
    </Stack>
  );
}

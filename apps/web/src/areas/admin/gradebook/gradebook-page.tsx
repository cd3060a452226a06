import { messages } from '@kaksha/contracts/messages';
import type { GradebookDto } from '@kaksha/contracts/statistics';
import { Anchor, Group, Paper, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Select } from '../../../components/select.tsx';
import { useCurricula } from '../../../features/curriculum/use-curricula.ts';
import { useSubjectsOf } from '../../../features/curriculum/use-subjects.ts';
import { useGradebook } from '../../../features/statistics/api.ts';
import { ExportButtons } from '../../../features/statistics/export-buttons.tsx';
import { formatMarks, formatPercent } from '../../../features/statistics/format.ts';
import { statisticsPath } from '../../../features/statistics/test-statistics-view.tsx';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
/** Students a page: a curriculum can hold thousands, and each row is a cell per test. */
const GRADEBOOK_PAGE_SIZE = 50;
const studentsText = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'student' : 'students'}`;

type Cell = GradebookDto['students'][number]['cells'][number];

function CellText({ cell }: { cell: Cell | undefined }) {
  if (!cell || cell.state === 'notTaken') return <Text c="dimmed">–</Text>;
  if (cell.state === 'pending')
    return (
      <Text size="sm" fs="italic">
        Waiting for marks
      </Text>
    );
  return (
    <Text size="sm">
      {formatMarks(cell.achievedMarks)} ({cell.grade})
    </Text>
  );
}

function Book({ book }: { book: GradebookDto }) {
  if (book.students.length === 0) return <Text c="dimmed">{messages.noGradebookStudents}</Text>;
  return (
    // A column per test: wide enough to read each, scrolled sideways when they do not fit.
    <Table.ScrollContainer minWidth={400 + 140 * book.tests.length}>
      <Table striped stickyHeader aria-label="Gradebook">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Student</Table.Th>
            {book.tests.map((t) => (
              <Table.Th key={t.testID}>
                <Anchor component={Link} to={statisticsPath('admin', t.testID)} size="sm">
                  {t.assessmentName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t.testID} · {t.subject} · out of {t.totalMarks}
                </Text>
              </Table.Th>
            ))}
            <Table.Th style={NO_WRAP}>Total</Table.Th>
            <Table.Th style={NO_WRAP}>Percentage</Table.Th>
            <Table.Th style={NO_WRAP}>Grade</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {book.students.map((s) => (
            <Table.Tr key={s.userID}>
              <Table.Td>
                <Text component="span" display="block" size="sm" fw={600}>
                  {s.studentName}
                </Text>
                <Text component="span" display="block" size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {s.email}
                </Text>
              </Table.Td>
              {book.tests.map((t, i) => (
                <Table.Td key={t.testID}>
                  <CellText cell={s.cells[i]} />
                </Table.Td>
              ))}
              <Table.Td style={NO_WRAP}>
                {formatMarks(s.achievedMarks)} / {s.totalMarks}
              </Table.Td>
              <Table.Td style={NO_WRAP}>{formatPercent(s.percentage)}</Table.Td>
              <Table.Td>{s.grade ?? '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /admin/gradebook: a curriculum's students x tests with each result, the totals over final
 * results, filtered by subject and name, and exported as CSV or XLSX with the same filters. The
 * filters live in the address, so a reload or a shared link shows the same book.
 */
export function GradebookPage() {
  const [params, setParams] = useSearchParams();
  const curriculumCode = params.get('curriculum') ?? '';
  const subject = params.get('subject') ?? '';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const curricula = useCurricula();
  const subjects = useSubjectsOf(curriculumCode || undefined);
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const book = useGradebook({ curriculumCode, subject, search: debounced, page, pageSize: GRADEBOOK_PAGE_SIZE });
  // A change of curriculum, subject or words starts again at page 1.
  const choose = (changes: Record<string, string>) =>
    setParams((old) => {
      const next = new URLSearchParams(old);
      if (!('page' in changes)) next.delete('page');
      for (const [key, value] of Object.entries(changes)) {
        if (value && !(key === 'page' && value === '1')) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  return (
    <Stack gap="lg">
      <PageHeader
        title="Gradebook"
        description="Each student's results in a curriculum's tests, with totals over the final results."
        actions={<ExportButtons request={{ curriculumCode, subject, search: debounced }} disabled={!curriculumCode} />}
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label="Curriculum"
              placeholder="Choose a curriculum"
              searchable
              nothingFoundMessage="Nothing found"
              data={(curricula.data ?? []).map((c) => ({ value: c.curriculumCode, label: c.curriculum }))}
              value={curriculumCode || null}
              onChange={(value) => choose({ curriculum: value ?? '', subject: '' })}
              w={260}
            />
            <Select
              label="Subject"
              placeholder="All subjects"
              clearable
              disabled={!curriculumCode}
              data={[...new Set((subjects.data ?? []).map((s) => s.subject))]}
              value={subject || null}
              onChange={(value) => choose({ subject: value ?? '' })}
              w={220}
            />
            <TextInput
              label="Search students"
              placeholder="Name or e-mail"
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                choose({ q: e.currentTarget.value.trim() });
              }}
              w={260}
            />
          </Group>
          {curriculumCode ? (
            <QueryState query={book} errorTitle="The gradebook could not be loaded" loading={<Skeleton h={200} />}>
              {(data) => (
                <Stack gap="sm">
                  <Book book={data} />
                  {data.total > 0 && (
                    <Group justify="space-between" gap="sm" wrap="wrap">
                      <Text size="sm" c="dimmed">
                        {studentsText(data.total)}
                      </Text>
                      {data.total > data.pageSize && (
                        <Pager
                          label="Gradebook pages"
                          total={Math.ceil(data.total / data.pageSize)}
                          value={data.page}
                          onChange={(next) => choose({ page: String(next) })}
                        />
                      )}
                    </Group>
                  )}
                </Stack>
              )}
            </QueryState>
          ) : (
            <Text c="dimmed">Choose a curriculum to see its gradebook.</Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

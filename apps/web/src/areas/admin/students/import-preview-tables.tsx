import type { StudentImportPreview } from '@kaksha/contracts/student-import';
import { Badge, Group, Pagination, ScrollArea, Stack, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';

const PAGE = 15;

/** One page of rows at a time, so a file of thousands stays quick to look through. */
function usePage<T>(rows: readonly T[]) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const current = Math.min(page, pages);
  return { shown: rows.slice((current - 1) * PAGE, current * PAGE), pages, current, setPage };
}

function Pager({
  pages,
  current,
  setPage,
  label,
}: {
  pages: number;
  current: number;
  setPage: (p: number) => void;
  label: string;
}) {
  if (pages <= 1) return null;
  return (
    <Group justify="flex-end">
      <Pagination total={pages} value={current} onChange={setPage} size="sm" aria-label={label} />
    </Group>
  );
}

/** The preview of a student file: every problem by row and column, and every row with whether it will be imported. */
export function ImportPreviewTables({ preview }: { preview: StudentImportPreview }) {
  const problems = usePage(preview.errors);
  const rows = usePage(preview.rows);
  return (
    <Tabs defaultValue={preview.errors.length ? 'problems' : 'rows'}>
      <Tabs.List>
        <Tabs.Tab value="problems">Problems ({preview.errors.length})</Tabs.Tab>
        <Tabs.Tab value="rows">Rows ({preview.total})</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="problems" pt="sm">
        {preview.errors.length === 0 ? (
          <Text c="dimmed" py="md" ta="center">
            No problems: every row can be imported.
          </Text>
        ) : (
          <Stack gap="sm">
            <ScrollArea type="auto">
              <Table striped verticalSpacing="xs" aria-label="Problems by row and column" miw={520}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={70}>Row</Table.Th>
                    <Table.Th w={160}>Column</Table.Th>
                    <Table.Th>Problem</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {problems.shown.map((issue) => (
                    <Table.Tr key={`${issue.row}-${issue.column}-${issue.message}`}>
                      <Table.Td>{issue.row}</Table.Td>
                      <Table.Td>{issue.column || '—'}</Table.Td>
                      <Table.Td>{issue.message}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            <Pager {...problems} label="Pages of problems" />
          </Stack>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="rows" pt="sm">
        <Stack gap="sm">
          <ScrollArea type="auto">
            <Table striped verticalSpacing="xs" aria-label="Rows of the file" miw={640}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>Row</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Curriculum Code</Table.Th>
                  <Table.Th>Import</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.shown.map((row) => (
                  <Table.Tr key={row.row}>
                    <Table.Td>{row.row}</Table.Td>
                    <Table.Td>{`${row.firstName} ${row.lastName}`.trim() || '—'}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.email || '—'}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.curriculumCode || '—'}</Table.Td>
                    <Table.Td>
                      <Badge color={row.valid ? 'teal' : 'red'} variant="outline">
                        {row.valid ? 'Ready' : 'Left out'}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <Pager {...rows} label="Pages of rows" />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}

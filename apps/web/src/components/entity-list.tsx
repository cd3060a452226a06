import { Alert, Button, Group, Pagination, Paper, Skeleton, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type CopyAction, EntityRowActions } from './entity-row-actions.tsx';

export type { CopyAction } from './entity-row-actions.tsx';

/** One column of an entity list: its header and what a row shows in it. */
export interface EntityColumn<T> {
  header: string;
  render: (row: T) => ReactNode;
}

export interface EntityListProps<T> {
  /** The screen's title, e.g. "Curriculum". */
  title: string;
  /** The spec's placeholder, e.g. "Search Curriculum". */
  searchPlaceholder: string;
  /** e.g. "Add Curriculum", linking to `addTo`; a list nobody adds to leaves both out. */
  addLabel?: string;
  addTo?: string;
  /** More buttons beside Add, e.g. Add Role on the staff list. */
  headerActions?: ReactNode;
  /** Filters beside the search box, e.g. the staff list's role. */
  filters?: ReactNode;
  columns: readonly EntityColumn<T>[];
  /** Undefined while the first answer is on its way. */
  rows: readonly T[] | undefined;
  /** A failed load, shown instead of the table. */
  error?: string | null;
  rowKey: (row: T) => string;
  /** The words the search box matches a row on (case-insensitive, anywhere). */
  searchText: (row: T) => string;
  editTo?: (row: T) => string;
  viewTo?: (row: T) => string;
  /** Replaces Edit / View / Copy on each row, for lists whose rows act otherwise (Edit and Delete). */
  rowActions?: (row: T) => ReactNode;
  /** One action shows as a Copy button; several as a three-dot menu. */
  copyActions?: readonly CopyAction<T>[];
  /** The name that marks a copy (ends with ')'); copy actions are hidden for copies. */
  copyName?: (row: T) => string;
  /** Shown when there are no rows at all. */
  emptyText?: string;
  pageSize?: number;
}

/**
 * The admin list screen (admin spec §2): a title, a search box filtering the rows, an Add button,
 * a table with Edit / View / Copy on each row, and loading, empty and no-match states.
 *
 * One page component usually serves all four routes of an entity:
 * `const { mode, id } = useEntityMode()` (entity-mode.ts), then `EntityList` for list,
 * `EntityForm` for add and edit, `EntityView` for view. Dates: `lib/dates.ts`; rich text:
 * `RichTextEditor` in forms and `SafeHtml` to read it.
 */
export function EntityList<T>(props: EntityListProps<T>) {
  const { title, searchPlaceholder, addLabel, addTo, columns, rows, error, rowKey, searchText } = props;
  const pageSize = props.pageSize ?? 15;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!rows) return [];
    return needle ? rows.filter((row) => searchText(row).toLowerCase().includes(needle)) : rows;
  }, [rows, search, searchText]);
  const pages = Math.max(1, Math.ceil(matching.length / pageSize));
  const current = Math.min(page, pages);
  const shown = matching.slice((current - 1) * pageSize, current * pageSize);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={title}>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Group gap="xs">
          {props.headerActions}
          {addTo && addLabel && (
            <Button component={Link} to={addTo} leftSection={<IconPlus size={16} />}>
              {addLabel}
            </Button>
          )}
        </Group>
      </Group>
      <Group mb="md" gap="sm" align="flex-end">
        <TextInput
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 'auto' }}
          miw={{ xs: 280 }}
          maw={420}
        />
        {props.filters}
      </Group>
      {error ? (
        <Alert color="red" title="Could not load the list">
          {error}
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={`${title} list`}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.header}>{column.header}</Table.Th>
                ))}
                <Table.Th ta="right" style={stickyEnd}>
                  Actions
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows === undefined ? (
                <LoadingRows columns={columns.length + 1} />
              ) : shown.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length + 1}>
                    <Text c="dimmed" ta="center" py="lg">
                      {rows.length === 0
                        ? (props.emptyText ?? 'No records found')
                        : `Nothing matches "${search.trim()}"`}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                shown.map((row) => (
                  <Table.Tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <Table.Td key={column.header}>{column.render(row)}</Table.Td>
                    ))}
                    <Table.Td style={stickyEnd}>
                      {props.rowActions ? (
                        props.rowActions(row)
                      ) : props.editTo && props.viewTo ? (
                        <EntityRowActions
                          row={row}
                          editTo={props.editTo(row)}
                          viewTo={props.viewTo(row)}
                          copyActions={props.copyActions}
                          copyName={props.copyName}
                        />
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {matching.length} entries
          </Text>
          <Pagination total={pages} value={current} onChange={setPage} size="sm" />
        </Group>
      )}
    </Paper>
  );
}

/**
 * The actions column stays in view while a wide table scrolls sideways (phones, long rows), so
 * Edit and View are never out of reach.
 */
const stickyEnd = {
  position: 'sticky',
  right: 0,
  background: 'var(--mantine-color-body)',
  boxShadow: '-8px 0 8px -8px rgba(0, 0, 0, 0.18)',
} as const;

function LoadingRows({ columns }: { columns: number }) {
  return (
    <>
      {[0, 1, 2].map((row) => (
        <Table.Tr key={row} aria-hidden>
          {Array.from({ length: columns }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity.
            <Table.Td key={column}>
              <Skeleton height={14} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
      <Table.Tr>
        <Table.Td colSpan={columns}>
          <Text size="sm" c="dimmed" ta="center" role="status">
            Loading…
          </Text>
        </Table.Td>
      </Table.Tr>
    </>
  );
}

import { Button, Checkbox, Group, Paper, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import classes from './entity-list.module.css';
import { type CopyAction, EntityRowActions } from './entity-row-actions.tsx';
import { PageHeader } from './page-header.tsx';
import { Pager } from './pager.tsx';
import { QueryError } from './query-state.tsx';
import { Select } from './select.tsx';
import { SortableHeader } from './sortable-header.tsx';
import { useLocalPaging } from './use-local-paging.ts';
import type { RowSelection } from './use-row-selection.ts';
import { LIST_PAGE_SIZES, type ServerListControl } from './use-server-list.ts';

export type { CopyAction } from './entity-row-actions.tsx';

/** One column of an entity list: its header and what a row shows in it. */
/** The selection's boxes are 24 px, the least a target may be on its own (WCAG 2.5.8). */
const TICK_SIZE = 'md';

export interface EntityColumn<T> {
  header: string;
  render: (row: T) => ReactNode;
  /** The server's sort name for this column (the contract's listQuery); a click sorts by it. */
  sort?: string;
  /**
   * E-mails and codes: one long unbroken string may break at any letter so the column stays
   * narrow. Other columns keep their words whole and wrap only between them.
   */
  breakAnywhere?: boolean;
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
  /** Undefined while the first answer is on its way. With `server`, the rows of the current page. */
  rows: readonly T[] | undefined;
  /**
   * Pages, searches and sorts through the server (useServerList + the list's paged read): the
   * rows are one page and `total` counts every match. Without it the list filters in the browser.
   */
  server?: ServerListControl;
  /** Rows matching on the server, every page (with `server`). */
  total?: number;
  /**
   * The server stopped counting a broad search: at least `total` rows match ("1,000+ entries"),
   * and the pager offers one page past them, so paging on still works (docs/decisions.md).
   */
  totalIsLowerBound?: boolean;
  /** A failed load (the read's error), shown with a Retry instead of the table, never as "no rows". */
  error?: unknown;
  /** Asks the failed read again (the query's `refetch`). */
  onRetry?: () => unknown;
  /** True while the retry is on its way. */
  retrying?: boolean;
  rowKey: (row: T) => string;
  /** The words the search box matches a row on (case-insensitive, anywhere); browser-side lists only. */
  searchText?: (row: T) => string;
  editTo?: (row: T) => string;
  viewTo?: (row: T) => string;
  /** Replaces Edit / View / Copy on each row, for lists whose rows act otherwise (Edit and Delete). */
  rowActions?: (row: T) => ReactNode;
  /** One action shows as a Copy button; several as a three-dot menu. */
  copyActions?: readonly CopyAction<T>[];
  /** The name that marks a copy (ends with ')'); copy actions are hidden for copies. */
  copyName?: (row: T) => string;
  /** Tells a copy by a flag the server sets, where the name does not show it. */
  isCopy?: (row: T) => boolean;
  /** Shown when there are no rows at all. */
  emptyText?: string;
  pageSize?: number;
  /**
   * Rows can be ticked (a checkbox first in each row, one in the header for the rows shown); the
   * ticks stay while the admin pages. Create it with useRowSelection.
   */
  selection?: RowSelection;
  /** What the selected rows can be given (bulk buttons), shown above the table while rows are ticked. */
  selectionActions?: (keys: string[]) => ReactNode;
  /** The row's name for its checkbox ("Select Asha Rao"); the key otherwise. */
  rowLabel?: (row: T) => string;
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
  const { title, searchPlaceholder, addLabel, addTo, columns, rows, error, rowKey, server } = props;
  const local = useLocalPaging(rows, props.searchText, props.pageSize ?? 15, server === undefined);
  // Only where the table must scroll sideways (phones) does the actions column stay pinned; on a
  // wide screen a pinned column covered the last columns and broke the row striping. Read while
  // rendering, not after: Mantine's default answers "unknown" first and sets the width in an
  // effect, which drew the whole list (every row) a second time whenever it mounted with its rows.
  const pinActions = useMediaQuery('(max-width: 62em)', false, { getInitialValueInEffect: false }) ?? false;
  const actionsStyle = pinActions ? stickyEnd : undefined;
  const paging = server
    ? {
        search: server.search,
        setSearch: server.setSearch,
        shown: rows ?? [],
        total: props.total ?? rows?.length ?? 0,
        // A lower bound has at least one row more than it says: the pager reaches the page holding it.
        pages: Math.max(1, Math.ceil(((props.total ?? 0) + (props.totalIsLowerBound ? 1 : 0)) / server.pageSize)),
        current: server.page,
        setPage: server.setPage,
        // An empty page with words in the box (as sent) means nothing matched them.
        searched: Boolean(server.request.search),
      }
    : local;
  const { search, shown, pages, current } = paging;
  const { selection } = props;
  const extraColumns = selection ? 2 : 1;
  const shownKeys = shown.map(rowKey);
  const shownTicked = selection ? shownKeys.filter((key) => selection.selected.has(key)).length : 0;

  return (
    <Stack gap="lg" component="section" aria-label={title}>
      <PageHeader
        title={title}
        actions={
          <>
            {props.headerActions}
            {addTo && addLabel && (
              <Button component={Link} to={addTo} leftSection={<IconPlus size={16} />}>
                {addLabel}
              </Button>
            )}
          </>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Group mb="md" gap="sm" align="flex-end">
          <TextInput
            placeholder={searchPlaceholder}
            aria-label={searchPlaceholder}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => paging.setSearch(event.currentTarget.value)}
            w={{ base: '100%', xs: 'auto' }}
            miw={{ xs: 320 }}
            maw={420}
          />
          {props.filters}
        </Group>
        {selection && selection.selected.size > 0 && (
          <Group
            mb="md"
            gap="sm"
            p="xs"
            bg="var(--mantine-color-default-hover)"
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            role="region"
            aria-label="Selected rows"
          >
            <Text size="sm" fw={600}>
              {selection.selected.size} selected
            </Text>
            {props.selectionActions?.([...selection.selected])}
            <Button size="compact-sm" variant="subtle" onClick={selection.clear}>
              Clear selection
            </Button>
          </Group>
        )}
        {error ? (
          <QueryError
            error={error}
            title="Could not load the list"
            onRetry={props.onRetry ?? (() => window.location.reload())}
            retrying={props.retrying}
          />
        ) : (
          <Table.ScrollContainer minWidth={560} data-list-box>
            <Table
              className={classes.list}
              striped
              highlightOnHover
              verticalSpacing="sm"
              // Lists of many columns (the spec's student list has ten, with the selection box
              // eleven) draw closer cells, so every column fits a 1366 px window.
              horizontalSpacing={columns.length + extraColumns > 8 ? 6 : 'xs'}
              aria-label={`${title} list`}
            >
              <Table.Thead>
                <Table.Tr>
                  {selection && (
                    <Table.Th w={40}>
                      <Checkbox
                        size={TICK_SIZE}
                        aria-label="Select the rows shown"
                        checked={shown.length > 0 && shownTicked === shown.length}
                        indeterminate={shownTicked > 0 && shownTicked < shown.length}
                        disabled={shown.length === 0}
                        onChange={(event) => selection.setMany(shownKeys, event.currentTarget.checked)}
                      />
                    </Table.Th>
                  )}
                  {columns.map((column) => (
                    <SortableHeader
                      key={column.header}
                      header={column.header}
                      sortKey={column.sort}
                      server={server}
                      // Headers never break inside a word, whatever the column holds.
                      style={keepWords}
                    />
                  ))}
                  <Table.Th ta="right" style={{ ...actionsStyle, whiteSpace: 'nowrap' }}>
                    Actions
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows === undefined ? (
                  <LoadingRows columns={columns.length + extraColumns} />
                ) : shown.length === 0 ? (
                  <EmptyRow columns={columns.length + extraColumns}>
                    {!paging.searched ? (props.emptyText ?? 'No records found') : `Nothing matches "${search.trim()}"`}
                  </EmptyRow>
                ) : (
                  shown.map((row) => (
                    <Table.Tr key={rowKey(row)}>
                      {selection && (
                        <Table.Td>
                          <Checkbox
                            size={TICK_SIZE}
                            aria-label={`Select ${props.rowLabel?.(row) ?? rowKey(row)}`}
                            checked={selection.selected.has(rowKey(row))}
                            onChange={(event) => selection.toggle(rowKey(row), event.currentTarget.checked)}
                          />
                        </Table.Td>
                      )}
                      {columns.map((column) => (
                        <Table.Td key={column.header} style={column.breakAnywhere ? breakAnywhere : keepWords}>
                          {column.render(row)}
                        </Table.Td>
                      ))}
                      <Table.Td style={actionsStyle}>
                        {props.rowActions ? (
                          props.rowActions(row)
                        ) : props.editTo && props.viewTo ? (
                          <EntityRowActions
                            row={row}
                            editTo={props.editTo(row)}
                            viewTo={props.viewTo(row)}
                            copyActions={props.copyActions}
                            copyName={props.copyName}
                            isCopy={props.isCopy}
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
        {(pages > 1 || (server && paging.total > LIST_PAGE_SIZES[0])) && (
          <Group justify="space-between" mt="md">
            <Group gap="sm">
              <Text size="sm" c="dimmed">
                {entriesText(paging.total, Boolean(server && props.totalIsLowerBound))}
              </Text>
              {server && (
                <Select
                  aria-label="Rows per page"
                  data={LIST_PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} a page` }))}
                  value={String(server.pageSize)}
                  onChange={(value) => value && server.setPageSize(Number(value))}
                  allowDeselect={false}
                  size="xs"
                  w={110}
                />
              )}
            </Group>
            {pages > 1 && (
              <Pager label={`${title} list pages`} total={pages} value={current} onChange={paging.setPage} />
            )}
          </Group>
        )}
      </Paper>
    </Stack>
  );
}

/** "40 entries", "50,000 entries", or "1,000+ entries" when the server counted only so far. */
const entriesText = (total: number, atLeast: boolean) =>
  `${total.toLocaleString('en-IN')}${atLeast ? '+' : ''} entries`;

/**
 * Why columns fit a 1366 px screen without breaking words: a table column is never narrower than
 * its longest unbreakable piece. Only e-mail and code columns may break anywhere (which shrinks
 * that piece to a letter); headers and every other cell wrap between words (the page's body says
 * `anywhere`, for phones, so this must be said here), so "Student" never becomes
 * "Stud/ent", and a word too long for its column still breaks rather than spill over.
 */
const keepWords = { overflowWrap: 'break-word', wordBreak: 'normal' } as const;
const breakAnywhere = { overflowWrap: 'anywhere' } as const;

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

/**
 * The row that says the list is empty. On a table wider than its box (a phone) the message keeps
 * to the part in view, centred there, instead of the middle of the whole scrolling width. Only
 * this row measures the box, so a list with rows is drawn once, as before.
 */
function EmptyRow({ columns, children }: { columns: number; children: string }) {
  const message = useRef<HTMLParagraphElement>(null);
  const [visibleWidth, setVisibleWidth] = useState(0);
  useEffect(() => {
    const box = message.current?.closest<HTMLElement>('[data-list-box]');
    if (!box) return;
    const observer = new ResizeObserver(() => setVisibleWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return (
    <Table.Tr>
      <Table.Td colSpan={columns} p={0}>
        <Text
          ref={message}
          c="dimmed"
          ta="center"
          py="lg"
          px="xs"
          style={{ position: 'sticky', left: 0, width: visibleWidth > 0 ? visibleWidth : undefined }}
        >
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

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

/** A server-paged read (`useEndpointPage` and the like) as EntityList's rows, total, error and retry. */
export function pagedRows<T>(read: {
  data?: { data: readonly T[]; total: number; totalIsLowerBound?: true };
  error: unknown;
  refetch: () => unknown;
  isRefetching: boolean;
}): Pick<EntityListProps<T>, 'rows' | 'total' | 'totalIsLowerBound' | 'error' | 'onRetry' | 'retrying'> {
  return {
    rows: read.data?.data,
    total: read.data?.total,
    totalIsLowerBound: read.data?.totalIsLowerBound,
    error: read.error,
    onRetry: read.refetch,
    retrying: read.isRefetching,
  };
}

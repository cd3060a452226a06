import os from 'node:os';
import { DEFAULT_PAGE_SIZE, type ListQueryInput, SEARCH_COUNT_CAP, type SortOrder } from '@kaksha/contracts/list-query';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  like,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import pLimit from 'p-limit';
import type { Db } from './client.ts';

/**
 * At most this many searched pages (searchFirst) run at once in an instance; the rest wait their
 * turn here, first come first served. A common word's search reads thousands of matches on
 * PostgreSQL's CPU; twenty admins searching at once would otherwise hold ten pooled connections
 * that share a few cores, each search ten times slower, its slowest far slower still, and the
 * exam's saves queued behind them for a connection. One search per core keeps each search at its
 * own speed and leaves the rest of the pool to everyone else (bench/README.md, "Searches take turns").
 */
const searchesAtOnce = pLimit(Math.max(1, os.availableParallelism()));

/** How one list pages: the columns its search looks in and the columns it may sort on. */
export interface ListSpec<K extends string> {
  /**
   * Searched as lower(column) LIKE '%words%' (words lowered) (any column matching is enough). On PostgreSQL the
   * large tables carry trigram indexes on exactly these lower(...) expressions (migration
   * 0014_list_search_trgm), so keep the two in step when a column is added here. A list with a
   * search table (SearchTable) searches these columns only for words too short for its indexes.
   */
  search: readonly (AnyColumn | SQL)[];
  /** The contract's sort names mapped to columns; a name not here never reaches SQL. */
  sorts: Record<K, AnyColumn | SQL>;
  defaultSort: K;
  defaultOrder: SortOrder;
  /** Breaks ties so a row never shows on two pages (a unique column, usually the id). */
  tiebreak: AnyColumn;
  /**
   * Read an unsearched page's ids first, then its rows (see pageTable). Set only where an index
   * covers the list's filter and sort (the people lists: migration 0016's INCLUDE), so the ids come
   * from the index alone; without one, the extra query only costs.
   */
  idsFromIndex?: true;
  /** The most matches a search counts before its total reads "N+" (SEARCH_COUNT_CAP unless set). */
  countCap?: number;
}

/**
 * A narrow table kept beside a large listed one (by triggers, in the same transaction as each
 * change) that a 3+ letter search finds its matches in: the listed row's id, copies of the sort
 * columns, and the searched text already lowered, with trigram indexes on it. Sorting a common
 * word's thousands of matches reads all of them; here they lie on fewer, narrower pages than in
 * the listed table (the people lists: migration 0026_people_search).
 */
export interface SearchTable<K extends string> {
  table: PgTable;
  /** The listed row's id (the value of the list's tiebreak). */
  id: AnyColumn;
  /** Columns holding lowered text, searched as column LIKE '%words%' (any matching is enough). */
  search: readonly AnyColumn[];
  /** The list's sorts, on this table's columns. */
  sorts: Record<K, AnyColumn | SQL>;
  /** Picks the same rows as the list's own filter, on this table's columns. */
  filter: SQL | undefined;
}

/** The pieces a domain query puts into its SELECT: filter, order, limit and offset. */
export interface ListPlan {
  /** The search's words as typed, trimmed; undefined when there is no search. */
  words: string | undefined;
  search: SQL | undefined;
  /** Whether the search words are long enough (3+) for the trigram indexes to find them. */
  indexedSearch: boolean;
  /** The sort's name (a key of the spec's sorts), expression and direction, for the search-first page query. */
  sort: string;
  sortBy: AnyColumn | SQL;
  descending: boolean;
  orderBy: SQL[];
  /** Undefined when every row was asked for (`all`). */
  limit: number | undefined;
  offset: number;
  page: number;
  pageSize: number;
  /**
   * A searched page counts at most this many matches (see countMatches): the cap, or the end of
   * the page asked for when that lies past it. Undefined when unsearched: the total is exact.
   */
  countUpTo: number | undefined;
}

/** `%`, `_` and `\` typed by the admin are matched literally. */
const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Any of `texts` (lowered text) contains the lowered words. */
const containsWords = (texts: readonly (AnyColumn | SQL)[], words: string) =>
  or(...texts.map((text) => like(text, likePattern(words.toLowerCase()))));

export function planList<K extends string>(spec: ListSpec<K>, query: ListQueryInput = {}): ListPlan {
  const words = query.search?.trim();
  // lower(...) so PostgreSQL can answer through the trigram index built on that same expression;
  // LIKE on lowered text with a lowered pattern, since ILIKE would fold the case of every row again.
  const search = words
    ? containsWords(
        spec.search.map((column) => sql`lower(${column})`),
        words,
      )
    : undefined;
  const key = (query.sort && query.sort in spec.sorts ? query.sort : spec.defaultSort) as K;
  const order = query.order ?? (query.sort ? 'asc' : spec.defaultOrder);
  const by = order === 'desc' ? desc : asc;
  const orderBy = [by(spec.sorts[key]), by(spec.tiebreak)];
  const shape = {
    words: words || undefined,
    search,
    sort: key,
    indexedSearch: (words?.length ?? 0) >= 3,
    sortBy: spec.sorts[key],
    descending: order === 'desc',
  };
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  // With `all` there is no limit; pageOf then answers every row as one page.
  if (query.all) return { ...shape, orderBy, limit: undefined, offset: 0, page, pageSize, countUpTo: undefined };
  const offset = (page - 1) * pageSize;
  // Past the cap, counting on to the page's end keeps a next page in the pager (docs/decisions.md).
  const countUpTo = search ? Math.max(spec.countCap ?? SEARCH_COUNT_CAP, offset + pageSize) : undefined;
  return { ...shape, orderBy, limit: pageSize, offset, page, pageSize, countUpTo };
}

/** A list's total: exact, or (a search past its cap) the least number of rows that match. */
export interface Total {
  total: number;
  totalIsLowerBound?: true;
}

export interface Page<T> extends Total {
  rows: T[];
  page: number;
  pageSize: number;
}

export const exactTotal = (total: number): Total => ({ total });

type Selecting = Pick<Db, 'select' | 'execute'>;

/**
 * Counts the rows of `matching` (a select of any one column), reading at most `upTo + 1` of them:
 * past `upTo` the total is `upTo`, marked a lower bound. A common word can match a tenth of a
 * school; counting all of it would read every match, while the admin only needs to know that
 * there are more than a page or two and narrow the search.
 */
export async function countMatches(db: Selecting, matching: PgSelect, upTo: number | undefined): Promise<Total> {
  const rows = upTo === undefined ? matching : matching.limit(upTo + 1);
  const [row] = await db.select({ n: count() }).from(rows.as('matching'));
  const n = row?.n ?? 0;
  return upTo !== undefined && n > upTo ? { total: upTo, totalIsLowerBound: true } : { total: n };
}

/** `{ data, total, page, pageSize }` of the spec's envelope, from a page and a presenter. */
export const presentPage = <T, D>(page: Page<T>, present: (row: T) => D) => ({
  status: true as const,
  data: page.rows.map(present),
  total: page.total,
  page: page.page,
  pageSize: page.pageSize,
  ...(page.totalIsLowerBound ? { totalIsLowerBound: true as const } : {}),
});

/**
 * One page of a single table's rows matching `filter` and the search, with the total: the shape
 * most admin lists need. Lists that join (videos) use planList and pageOf directly. `countAll`
 * answers the total of an unsearched list when the domain keeps it cheaper than a count (the
 * people lists keep theirs in live_user_counts).
 *
 * A searched page (3+ letters) is one statement (searchFirst): its matches through the search
 * indexes, in `searchIn` where the list keeps a search table, else in the listed table itself,
 * then the page's rows. With
 * `idsFromIndex` an unsearched page is read in two steps too: the ids of its rows in order, then
 * those rows. The ids come from the sort's index alone where it includes what the filter and sort
 * read, so page 1,000 of 50,000 students skips its 15,000 earlier rows inside the index (2 ms)
 * instead of reading each from the table (12 ms). Other lists select the page directly.
 */
export async function pageTable<T extends PgTable, K extends string>(
  db: Selecting,
  table: T,
  spec: ListSpec<K>,
  query: ListQueryInput = {},
  filter?: SQL,
  countAll?: () => Promise<number>,
  searchIn?: SearchTable<K>,
): Promise<Page<T['$inferSelect']>> {
  type Row = T['$inferSelect'];
  const plan = planList(spec, query);
  const searchSource = plan.indexedSearch && plan.words && searchIn ? searchTableSource(searchIn, plan) : undefined;
  // With a search table, the listed rows that match are the ids its search finds (for `all` and counts,
  // so a page past the end counts the same matches as the page search does).
  const where = and(
    filter,
    searchSource
      ? inArray(
          spec.tiebreak,
          db
            .select({ id: sql`${searchSource.id}` })
            .from(searchSource.table)
            .where(searchSource.where),
        )
      : plan.search,
  );
  const counted = () =>
    countMatches(
      db,
      db
        .select({ id: sql`${spec.tiebreak}`.as('id') })
        .from(table as PgTable)
        .where(where)
        .$dynamic(),
      plan.countUpTo,
    );
  const ordered = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...plan.orderBy)
    .$dynamic();
  if (plan.limit === undefined) return pageOf(ordered, plan, counted) as Promise<Page<Row>>;
  const countPage = !plan.search && countAll ? async () => exactTotal(await countAll()) : counted;
  if (plan.indexedSearch) {
    const source = searchSource ?? { table: table as PgTable, id: spec.tiebreak, sortBy: plan.sortBy, where };
    const { rows, total } = await searchesAtOnce(() => searchFirst(db, table, spec.tiebreak, source, plan, counted));
    return { rows: rows as Row[], ...total, page: plan.page, pageSize: plan.pageSize };
  }
  if (!spec.idsFromIndex) return pageOf(ordered, plan, countPage) as Promise<Page<Row>>;
  const [ids, total] = await Promise.all([pageIds(db, table, spec.tiebreak, plan, where), countPage()]);
  const rows = (await rowsById(db, table, spec.tiebreak, ids)) as Row[];
  return { rows, ...total, page: plan.page, pageSize: plan.pageSize };
}

/**
 * The ids of an unsearched page, in order, from the sort's index alone where it covers the filter.
 * Tried as one statement with the rows (`id in (select id ... limit 15 offset n)`): no less CPU a
 * request on the large school, so the two short statements stay.
 */
async function pageIds(db: Selecting, table: PgTable, id: AnyColumn, plan: ListPlan, where: SQL | undefined) {
  const found = await db
    .select({ id: sql<unknown>`${id}` })
    .from(table)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit ?? 0)
    .offset(plan.offset);
  return found.map((row) => row.id);
}

/** Where searchFirst looks: a table, its id of the listed row, the sort on its columns, and the filter with the search. */
interface SearchSource {
  table: PgTable;
  id: AnyColumn;
  sortBy: AnyColumn | SQL;
  where: SQL | undefined;
}

/** A search table's matches of the plan's words, among the rows its filter picks. */
function searchTableSource<K extends string>(searchIn: SearchTable<K>, plan: ListPlan): SearchSource {
  return {
    table: searchIn.table,
    id: searchIn.id,
    sortBy: searchIn.sorts[plan.sort as K],
    where: and(searchIn.filter, containsWords(searchIn.search, plan.words ?? '')),
  };
}

/**
 * A searched page, in one statement: the matches first (through the trigram indexes on
 * PostgreSQL), counted and sorted, then the page's rows of the listed table. Every match is read
 * to sort them, so their count is exact and costs nothing more: the cap applies only to a page
 * past the end, which counts on its own. Left to itself, with a LIMIT and no count, the planner
 * walks the sort's index and filters, which for a common word ("kavya", a tenth of 50,000
 * students in one stretch of the name order) reads half the table to find 15 rows; the count
 * over every match keeps it from stopping early, so it reads only the matches.
 */
async function searchFirst(
  db: Selecting,
  listed: PgTable,
  listedId: AnyColumn,
  source: SearchSource,
  plan: ListPlan,
  counted: () => Promise<Total>,
): Promise<{ rows: unknown[]; total: Total }> {
  const by = plan.descending ? desc : asc;
  const page = db
    .select({
      id: sql`${source.id}`.as('match_id'),
      sortKey: sql`${source.sortBy}`.as('match_sort_key'),
      total: sql<number>`(count(*) over ())::int`.as('match_total'),
    })
    .from(source.table)
    .where(source.where)
    .orderBy(by(source.sortBy), by(source.id))
    .limit(plan.limit ?? 0)
    .offset(plan.offset)
    .as('page');
  const found = await db
    .select({ row: listed, total: page.total })
    .from(page)
    .innerJoin(listed, eq(listedId, page.id))
    .orderBy(by(page.sortKey), by(page.id));
  const first = found[0];
  // A page past the end has no row to carry the total.
  return first
    ? { rows: found.map((f) => f.row), total: exactTotal(first.total) }
    : { rows: [], total: await counted() };
}

/** The rows of `ids`, in the order of `ids`. */
async function rowsById(db: Selecting, table: PgTable, id: AnyColumn, ids: unknown[]): Promise<unknown[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(table).where(inArray(id, ids));
  // The row's property that holds the id column (drizzle names properties, not columns).
  const idKey = Object.entries(getTableColumns(table)).find(([, column]) => column === id)?.[0] ?? 'id';
  const byId = new Map(rows.map((row) => [(row as Record<string, unknown>)[idKey], row]));
  return ids.flatMap((key) => (byId.has(key) ? [byId.get(key)] : []));
}

/**
 * Runs a list's SELECT for one page and its count side by side. The page reads only its rows
 * through the sort's index; a window count (count(*) over ()) would read every matching row first,
 * about a second for 50,000 students on a busy machine against a few milliseconds this way.
 */
export async function pageOf<R>(
  select: { limit: (n: number) => { offset: (n: number) => PromiseLike<R[]> } } & PromiseLike<R[]>,
  plan: ListPlan,
  countAll: () => Promise<Total>,
): Promise<Page<R>> {
  if (plan.limit === undefined) {
    const rows = await select;
    return { rows, total: rows.length, page: 1, pageSize: rows.length };
  }
  const [rows, total] = await Promise.all([select.limit(plan.limit).offset(plan.offset), countAll()]);
  return { rows, ...total, page: plan.page, pageSize: plan.pageSize };
}

import { z } from 'zod';
import { ok } from './endpoint.ts';

/**
 * Server-side paging, sorting and search for admin lists (one shape for every list call).
 *
 * A call that sends none of these fields gets the first page of DEFAULT_PAGE_SIZE rows in the
 * spec's `{ status, data }` shape, with `total` beside `data` so a screen can page. Pickers that
 * need every row of a small lookup (curricula, subjects, templates) send `all: true`.
 */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 100;
/**
 * A search counts its matches up to this many (past it the total reads "1,000+"): counting every
 * match of a common name means reading every matching row, and the admin narrows such a search
 * rather than pages through it.
 */
export const SEARCH_COUNT_CAP = 1000;

export type SortOrder = 'asc' | 'desc';

// Query strings (GET lists) arrive as text; bodies as JSON numbers and booleans. Both are accepted.
const PageNumber = z.coerce.number().int().min(1).max(1_000_000);
const Flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** The paging fields of a list whose sortable columns are `sorts` (anything else is refused with 400). */
export const listQuery = <const K extends readonly [string, ...string[]]>(sorts: K) =>
  z.object({
    page: PageNumber.optional(),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
    search: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
    sort: z.enum(sorts).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    /** Every row, for pickers of small lookups; page and pageSize are then ignored. */
    all: Flag.optional(),
  });

/**
 * The paging fields of a list in a fixed order that nobody searches (a person's sessions): the
 * spec's call keeps its fields and answers the first page when these are left out.
 */
export const pageQuery = z.object({
  page: PageNumber.optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});

/** The paging fields after parsing, whatever the list's sort columns. */
export interface ListQueryInput {
  page?: number;
  pageSize?: number;
  search?: string;
  sort?: string;
  order?: SortOrder;
  all?: boolean;
}

/** The spec's `{ status: true, data: [...] }` with the paging facts beside it. */
export const pagedList = <T extends z.ZodType>(item: T) =>
  ok({
    data: z.array(item),
    /** Rows matching the search and filters, on every page (at least this many when totalIsLowerBound). */
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(0),
    /**
     * True when a search matched more rows than the server counts (SEARCH_COUNT_CAP, or past the
     * page asked for): `total` is then a lower bound, shown as "1,000+ entries", and at least one
     * page follows the current one. Absent when `total` is exact.
     */
    totalIsLowerBound: z.literal(true).optional(),
  });

/** The paging fields a screen keeps in its state and sends. */
export interface ListPageRequest {
  page: number;
  pageSize: number;
  search?: string;
  sort?: string;
  order?: SortOrder;
}

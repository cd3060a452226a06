import type { ListPageRequest, SortOrder } from '@kaksha/contracts/list-query';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The page sizes a list offers; the first is what a list shows until the admin picks another. */
export const LIST_PAGE_SIZES = [15, 50, 100] as const;
/** What a list asks for when opened without a query string (from the menu): its first page. */
export const FIRST_LIST_PAGE: ListPageRequest = { page: 1, pageSize: LIST_PAGE_SIZES[0] };
/** The value of a filter's "everything" choice (All states, Anyone...): setting it clears the filter. */
export const ALL_CHOICE = 'all';
/** Typing pauses this long before the server is asked, so a word is one request, not one per key. */
const SEARCH_DEBOUNCE_MS = 300;

/** What EntityList needs to page, search and sort through the server. */
export interface ServerListControl {
  /** The words in the search box as typed (the request carries them once typing pauses). */
  search: string;
  setSearch: (words: string) => void;
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  setPageSize: (size: number) => void;
  sort: string | undefined;
  order: SortOrder;
  /** A header click: sort by this column, or turn the order round when it already is. */
  sortBy: (key: string) => void;
  /** A filter beside the search box (a state, a role), kept in the address too; null when unset. */
  filter: (name: string) => string | null;
  /** Sets (or with null or ALL_CHOICE clears) a filter and goes back to page 1. */
  setFilter: (name: string, value: string | null) => void;
  /** The page and words the next request sends. */
  request: ListPageRequest;
}

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The state of one server-paged list: page, page size, search, sort and the list's filters, kept
 * in the address's query string (`?page=3&size=50&q=rao&sort=name&order=desc&state=Active`), so
 * Back, a reload and a shared link land on the same rows. Moving to another page, size or order
 * adds a history entry (Back returns to it); typing replaces the entry instead of adding one per
 * word. Pair it with the list's paged read (`useEndpointPage`) and hand both to EntityList as
 * `server` and `total`. `prefix` keeps two lists of one page apart (`picker.page`).
 */
export function useServerList(
  initial: { sort?: string; order?: SortOrder; pageSize?: number } = {},
  { prefix = '' }: { prefix?: string } = {},
): ServerListControl {
  const [params, setParams] = useSearchParams();
  const key = (name: string) => `${prefix}${name}`;
  const urlWords = params.get(key('q')) ?? '';
  const sizeInUrl = positive(params.get(key('size')));
  const pageSize = (LIST_PAGE_SIZES as readonly number[]).includes(sizeInUrl ?? 0)
    ? (sizeInUrl as number)
    : (initial.pageSize ?? LIST_PAGE_SIZES[0]);
  const page = positive(params.get(key('page'))) ?? 1;
  const sort = params.get(key('sort')) ?? initial.sort;
  const orderInUrl = params.get(key('order'));
  const order: SortOrder = orderInUrl === 'asc' || orderInUrl === 'desc' ? orderInUrl : (initial.order ?? 'asc');

  // The box shows what is typed at once; the address (and so the request) follows once typing pauses.
  const [typed, setTyped] = useState(urlWords);
  const [words] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const typing = useRef(false);

  /**
   * The last change sent to the router, with the address it was built on. The router applies a
   * change to the address of the last render, so a second change before the first is drawn (a
   * state picked as typing pauses) would drop the first: it is built on this one instead.
   */
  const sent = useRef<{ from: string; to: string } | null>(null);

  /** Changes some of this list's fields in the address; page 1 unless the change is the page. */
  const update = (changes: Record<string, string | number | null>, replace = false) => {
    // Words typed but not yet sent go with any other change, which then stands for the pause's own.
    const all = typing.current && !('q' in changes) ? { ...changes, q: typed.trim() } : changes;
    typing.current = false;
    const drawn = params.toString();
    const next = new URLSearchParams(sent.current?.from === drawn ? sent.current.to : drawn);
    if (!('page' in all)) next.delete(key('page'));
    for (const [name, value] of Object.entries(all)) {
      if (value === null || value === '' || (name === 'page' && value === 1)) next.delete(key(name));
      else next.set(key(name), String(value));
    }
    sent.current = { from: drawn, to: next.toString() };
    setParams(next, { replace, preventScrollReset: true });
  };

  useEffect(() => {
    if (!typing.current || words !== typed.trim()) return;
    if (words !== urlWords) update({ q: words }, true);
    else typing.current = false;
  });
  // Back or a link changed the words: the box shows them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the address resets the box, not typing.
  useEffect(() => {
    if (!typing.current && typed.trim() !== urlWords) setTyped(urlWords);
  }, [urlWords]);

  return {
    search: typed,
    setSearch: (next) => {
      typing.current = true;
      setTyped(next);
    },
    page,
    setPage: (next) => update({ page: next }),
    pageSize,
    setPageSize: (size) => update({ size: size === (initial.pageSize ?? LIST_PAGE_SIZES[0]) ? null : size }),
    sort,
    order,
    sortBy: (column) => update({ sort: column, order: sort === column && order === 'asc' ? 'desc' : 'asc' }),
    filter: (name) => params.get(key(name)),
    setFilter: (name, value) => update({ [name]: value && value !== ALL_CHOICE ? value : null }),
    request: {
      page,
      pageSize,
      ...(urlWords ? { search: urlWords } : {}),
      ...(sort ? { sort, order } : {}),
    },
  };
}

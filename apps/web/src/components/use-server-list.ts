import type { ListPageRequest, SortOrder } from '@kaksha/contracts/list-query';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** The admin lists ask for 15 rows a page, as the browser-side paging did. */
const LIST_PAGE_SIZE = 15;
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
  sort: string | undefined;
  order: SortOrder;
  /** A header click: sort by this column, or turn the order round when it already is. */
  sortBy: (key: string) => void;
  /** The page and words the next request sends. */
  request: ListPageRequest;
}

/**
 * The state of one server-paged list: page, debounced search and sort. Pair it with the list's
 * paged read (`useEndpointPage`) and hand both to EntityList as `server` and `total`.
 * A filter beside the search box calls `setPage(1)` when it changes.
 */
export function useServerList(
  initial: { sort?: string; order?: SortOrder; pageSize?: number } = {},
): ServerListControl {
  const pageSize = initial.pageSize ?? LIST_PAGE_SIZE;
  const [search, setSearchNow] = useState('');
  const [words] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState(initial.sort);
  const [order, setOrder] = useState<SortOrder>(initial.order ?? 'asc');
  return {
    search,
    setSearch: (next) => {
      setSearchNow(next);
      setPage(1);
    },
    page,
    setPage,
    pageSize,
    sort,
    order,
    sortBy: (key) => {
      setOrder(sort === key && order === 'asc' ? 'desc' : 'asc');
      setSort(key);
      setPage(1);
    },
    request: { page, pageSize, ...(words ? { search: words } : {}), ...(sort ? { sort, order } : {}) },
  };
}

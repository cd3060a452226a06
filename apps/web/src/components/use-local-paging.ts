import { useMemo, useState } from 'react';

/**
 * Paging and search in the browser, for lists that are small by nature (a picker's rows, a
 * teacher's assignments). Admin lists of a school page through the server instead (useServerList).
 */
export function useLocalPaging<T>(
  rows: readonly T[] | undefined,
  searchText: ((row: T) => string) | undefined,
  pageSize: number,
  enabled: boolean,
) {
  const [search, setSearchNow] = useState('');
  const [page, setPage] = useState(1);
  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!rows || !enabled) return [];
    return needle && searchText ? rows.filter((row) => searchText(row).toLowerCase().includes(needle)) : rows;
  }, [rows, search, searchText, enabled]);
  const pages = Math.max(1, Math.ceil(matching.length / pageSize));
  const current = Math.min(page, pages);
  return {
    search,
    setSearch: (words: string) => {
      setSearchNow(words);
      setPage(1);
    },
    shown: matching.slice((current - 1) * pageSize, current * pageSize),
    total: matching.length,
    pages,
    current,
    setPage,
    searched: Boolean(rows?.length),
  };
}

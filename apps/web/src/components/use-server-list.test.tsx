import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useServerList } from './use-server-list.ts';

/** The hook inside a router, with the address it leaves. */
function renderList(start = '/admin/student') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[start]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useServerList(), location: useLocation() }), { wrapper });
}

describe("a server list's address", () => {
  it('keeps two changes made before the first is drawn', () => {
    const { result } = renderList('/admin/student?q=listpage07');
    // Both from the same render, as when the search's pause and a state pick meet.
    const { list } = result.current;
    act(() => {
      list.setFilter('state', 'Rejected');
      list.sortBy('name');
    });
    const params = new URLSearchParams(result.current.location.search);
    expect(Object.fromEntries(params)).toEqual({ q: 'listpage07', state: 'Rejected', sort: 'name', order: 'asc' });
  });

  it('sends words typed within the pause with a state picked then', () => {
    const { result } = renderList('/admin/student?q=listpage07');
    act(() => result.current.list.setSearch('Listpage'));
    act(() => result.current.list.setFilter('state', 'Rejected'));
    expect(result.current.list.request).toMatchObject({ search: 'Listpage', page: 1 });
    expect(result.current.list.filter('state')).toBe('Rejected');
  });

  it('builds a later change on the address the earlier one drew', () => {
    const { result } = renderList('/admin/student?page=3');
    act(() => result.current.list.setFilter('state', 'Active'));
    expect(result.current.location.search).toBe('?state=Active');
    act(() => result.current.list.setPage(2));
    expect(Object.fromEntries(new URLSearchParams(result.current.location.search))).toEqual({
      state: 'Active',
      page: '2',
    });
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionQueryProvider } from '../../app/session-query-provider.tsx';
import { signInAs } from '../../test/fake-token.ts';
import { personDto } from '../../test/person-factory.ts';
import { mockFetch, renderRoutes } from '../../test/render.tsx';
import { whoAmIAnswer } from '../../test/who-am-i.ts';
import { StaffListPage } from './staff/staff-list-page.tsx';

// The page alone, without the admin area around it: what is tested is the list and its address.
const routes = [
  {
    path: '/admin/staff',
    element: (
      <SessionQueryProvider>
        <StaffListPage />
      </SessionQueryProvider>
    ),
  },
];
const firstLoad = { timeout: 30_000 };
const slow = { timeout: 10_000 };

const staff = (i: number) =>
  personDto({
    userID: `t-${i}`,
    firstName: `Teacher${String(i).padStart(3, '0')}`,
    lastName: 'Iyer',
    role: 'teacher',
    email: `t${i}@example.test`,
    mobile: '9876543210',
  });

type Sent = { page?: number; pageSize?: number; search?: string; sort?: string; order?: string; role?: string };

/** 120 teachers, paged as the server pages them. */
function serveStaff(sent: Sent[]) {
  return (init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Sent;
    sent.push(body);
    const page = body.page ?? 1;
    const size = body.pageSize ?? 50;
    const all = Array.from({ length: 120 }, (_, i) => staff(i));
    return {
      body: { status: true, data: all.slice((page - 1) * size, page * size), total: 120, page, pageSize: size },
    };
  };
}

describe('a list keeps its place in the address', () => {
  it('opens on the page, size, order, search and filter of its address, and writes each change back', {
    timeout: 90_000,
  }, async () => {
    signInAs('superadmin', { role: 'admin' });
    const sent: Sent[] = [];
    mockFetch({
      '/api/whoami': whoAmIAnswer('Meera', 'superadmin'),
      '/api/getStaffList': serveStaff(sent),
      '/api/getRolesList': { body: { status: true, data: [] } },
    });
    const { router } = renderRoutes(routes, '/admin/staff?page=2&size=50&q=iyer&sort=name&order=desc&role=teacher');
    const table = await screen.findByRole('table', { name: 'Staff list' }, firstLoad);
    await within(table).findByText('Teacher050 Iyer', {}, slow);
    expect(sent[0]).toMatchObject({
      page: 2,
      pageSize: 50,
      search: 'iyer',
      sort: 'name',
      order: 'desc',
      role: 'teacher',
    });
    expect((screen.getByPlaceholderText('Search Staff') as HTMLInputElement).value).toBe('iyer');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=3'), slow);
    expect(sent.at(-1)).toMatchObject({ page: 3, pageSize: 50 });
    await waitFor(() => expect(within(table).queryByText('Teacher050 Iyer')).toBeNull(), slow);

    // Back returns to page 2, from the address alone.
    // Page 2 may come from the cache without a new request: what counts is what is shown.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toContain('page=2'), slow);
    expect(await within(table).findByText('Teacher050 Iyer', {}, slow)).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    fireEvent.click(await screen.findByRole('option', { name: '100 a page', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toContain('size=100'), slow);
    // Another page size starts again at page 1.
    expect(router.state.location.search).not.toContain('page=');
    expect(sent.at(-1)).toMatchObject({ page: 1, pageSize: 100 });
  });
});

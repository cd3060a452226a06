import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { signInAs } from '../../test/fake-token.ts';
import { personDto } from '../../test/person-factory.ts';
import { mockFetch, renderRoutes } from '../../test/render.tsx';
import { whoAmIAnswer } from '../../test/who-am-i.ts';

const areaLoad = { timeout: 15_000 };
const slow = { timeout: 8_000 };

const student = (i: number) =>
  personDto({ userID: `s-${i}`, firstName: `Student${i}`, lastName: 'Shah', role: 'student', studentState: 'Active' });

const studentPage = () => ({
  body: { status: true, data: [student(1), student(2)], total: 2, page: 1, pageSize: 15 },
});

/** The paths of the API calls made so far, in order. */
const calls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

describe('a menu link fetches its screen ahead when pointed at', () => {
  it('asks for the list once on hover and focus, and the click draws it from that answer', {
    timeout: 60_000,
  }, async () => {
    signInAs('superadmin', { role: 'admin' });
    const fetchMock = mockFetch({
      '/api/whoami': whoAmIAnswer('Meera', 'superadmin'),
      '/api/getStudentList': studentPage,
      '/api/videosList': { body: { status: true, data: [], total: 0, page: 1, pageSize: 15 } },
    });
    renderRoutes(appRoutes, '/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' }, areaLoad);
    const link = within(nav).getByRole('link', { name: 'Student' });
    const asked = () => calls(fetchMock).filter((path) => path === '/api/getStudentList').length;
    expect(asked()).toBe(0);

    fireEvent.pointerEnter(link);
    expect(asked()).toBe(1);
    // Pointed at again, or focused from the keyboard: nothing more is asked for.
    fireEvent.pointerLeave(link);
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    expect(asked()).toBe(1);
    // No other screen's reads: only the link pointed at.
    expect(calls(fetchMock)).not.toContain('/api/videosList');

    fireEvent.click(link);
    const table = await screen.findByRole('table', { name: 'Student list' }, areaLoad);
    expect(await within(table).findByText('Student1 Shah', {}, slow)).toBeTruthy();
    // The screen read the answer the hover asked for: the same cache entry, no second request.
    expect(asked()).toBe(1);
  });

  it('asks when a link is reached from the keyboard', { timeout: 60_000 }, async () => {
    signInAs('superadmin', { role: 'admin' });
    const fetchMock = mockFetch({
      '/api/whoami': whoAmIAnswer('Meera', 'superadmin'),
      '/api/videosList': { body: { status: true, data: [], total: 0, page: 1, pageSize: 15 } },
    });
    renderRoutes(appRoutes, '/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' }, areaLoad);
    fireEvent.focus(within(nav).getByRole('link', { name: 'Video' }));
    expect(calls(fetchMock).filter((path) => path === '/api/videosList')).toHaveLength(1);
    expect(calls(fetchMock)).not.toContain('/api/getStudentList');
  });
});

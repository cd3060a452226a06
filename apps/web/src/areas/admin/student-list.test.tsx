import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { signInAs } from '../../test/fake-token.ts';
import { personDto } from '../../test/person-factory.ts';
import { mockFetch, renderRoutes } from '../../test/render.tsx';
import { whoAmIAnswer } from '../../test/who-am-i.ts';

const areaLoad = { timeout: 15_000 };
// A busy two-core machine may take seconds between a click and the next page.
const slow = { timeout: 8_000 };

const student = (userID: string, firstName: string, studentState: 'Active' | 'Rejected') =>
  personDto({
    userID,
    firstName,
    lastName: 'Shah',
    role: 'student',
    isActivate: studentState === 'Active',
    isRejected: studentState === 'Rejected',
    studentState,
  });

// 40 students: the server answers the page, search and state asked for, as the real one does.
const everyone = Array.from({ length: 40 }, (_, i) =>
  student(`s-${i}`, `Student${String(i).padStart(2, '0')}`, i === 7 ? 'Rejected' : 'Active'),
);

type Sent = { page?: number; pageSize?: number; search?: string; sort?: string; order?: string; studentState?: string };

function serveStudents(sent: Sent[]) {
  return (init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Sent;
    sent.push(body);
    const matching = everyone
      .filter((s) => !body.studentState || s.studentState === body.studentState)
      .filter((s) => !body.search || s.firstName.toLowerCase().includes(body.search.toLowerCase()));
    if (body.order === 'desc') matching.reverse();
    const page = body.page ?? 1;
    const size = body.pageSize ?? 50;
    const data = matching.slice((page - 1) * size, page * size);
    return { body: { status: true, data, total: matching.length, page, pageSize: size } };
  };
}

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    // The first cell may hold the row's selection box; the name is the first cell of words.
    .map(
      (row) =>
        within(row)
          .queryAllByRole('cell')
          .find((cell) => !cell.querySelector('input'))?.textContent,
    );

describe('the student list pages, searches, sorts and filters through the server', () => {
  it('asks for one page at a time and shows the total', { timeout: 90_000 }, async () => {
    signInAs('superadmin', { role: 'admin' });
    const sent: Sent[] = [];
    mockFetch({ '/api/whoami': whoAmIAnswer('Meera', 'superadmin'), '/api/getStudentList': serveStudents(sent) });
    renderRoutes(appRoutes, '/admin/student');
    const table = await screen.findByRole('table', { name: 'Student list' }, areaLoad);
    await within(table).findByText('Student00 Shah', {}, slow);
    expect(sent[0]).toMatchObject({ page: 1, pageSize: 15 });
    expect(rowNames(table)).toHaveLength(15);
    expect(screen.getByText('40 entries')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByText('Student15 Shah', {}, slow)).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ page: 2 });

    fireEvent.click(within(table).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ page: 1, sort: 'name', order: 'asc' }), slow);
    fireEvent.click(within(table).getByRole('button', { name: /Name/ }));
    expect(await within(table).findByText('Student39 Shah', {}, slow)).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ sort: 'name', order: 'desc' });
  });

  it('sends the search once typing pauses, and filters by state', { timeout: 90_000 }, async () => {
    signInAs('superadmin', { role: 'admin' });
    const sent: Sent[] = [];
    mockFetch({ '/api/whoami': whoAmIAnswer('Meera', 'superadmin'), '/api/getStudentList': serveStudents(sent) });
    renderRoutes(appRoutes, '/admin/student');
    const table = await screen.findByRole('table', { name: 'Student list' }, areaLoad);
    await within(table).findByText('Student00 Shah', {}, slow);
    const box = screen.getByPlaceholderText('Search Student');
    fireEvent.change(box, { target: { value: 'student3' } });
    fireEvent.change(box, { target: { value: 'student39' } });
    expect(await within(table).findByText('Student39 Shah', {}, slow)).toBeTruthy();
    await waitFor(() => expect(rowNames(table)).toHaveLength(1), slow);
    // One request for the word typed, none for each key on the way.
    expect(sent.filter((s) => s.search === 'student3')).toHaveLength(0);
    fireEvent.change(box, { target: { value: 'nobody' } });
    expect(await screen.findByText('Nothing matches "nobody"', {}, slow)).toBeTruthy();
    fireEvent.change(box, { target: { value: '' } });

    fireEvent.click(screen.getByRole('combobox', { name: 'State' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rejected', hidden: true }));
    expect(await within(table).findByText('Student07 Shah', {}, slow)).toBeTruthy();
    await waitFor(() => expect(rowNames(table)).toEqual(['Student07 Shah']), slow);
    expect(sent.at(-1)).toMatchObject({ studentState: 'Rejected', page: 1 });
    expect(within(table).getByText('Rejected')).toBeTruthy();
  });
});

import type { PersonDto } from '@kaksha/contracts/admin-users';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { signInAs } from '../../test/fake-token.ts';
import { personDto } from '../../test/person-factory.ts';
import { mockFetch, renderRoutes } from '../../test/render.tsx';
import { whoAmIAnswer } from '../../test/who-am-i.ts';

// An area's first, cold import in jsdom can take several seconds on a busy two-core machine.
const areaLoad = { timeout: 15_000 };

const person = (o: Partial<PersonDto> & { userID: string }) =>
  personDto({ mobile: '9876543210', address: 'Somewhere', ...o });

afterEach(() => vi.useRealTimers());

describe('the staff list', () => {
  it('filters by role, shows the empty words, and never offers to delete oneself', async () => {
    signInAs('superadmin', { role: 'admin', userID: 'u-1' });
    const staff = [
      person({ userID: 'u-1', firstName: 'Asha', lastName: 'Rao', role: 'admin' }),
      person({ userID: 't-1', firstName: 'Vikram', lastName: 'Iyer', role: 'teacher', subject: 'Mathematics' }),
    ];
    mockFetch({
      '/api/whoami': whoAmIAnswer('Meera', 'superadmin'),
      // The server filters by role (Admin covers superadmins); the mock does the same.
      '/api/getStaffList': (init) => {
        const { role } = JSON.parse(String(init?.body ?? '{}')) as { role?: string };
        const data = staff.filter((row) => !role || row.role === role);
        return { body: { status: true, data, total: data.length, page: 1, pageSize: 15 } };
      },
      '/api/getRolesList': {
        body: {
          status: true,
          data: [
            { roleName: 'teacher', builtIn: true },
            { roleName: 'librarian', builtIn: false },
          ],
        },
      },
    });
    renderRoutes(appRoutes, '/admin/staff');
    const table = await screen.findByRole('table', { name: 'Staff list' }, areaLoad);
    expect(await within(table).findByText('Vikram Iyer')).toBeTruthy();
    const me = within(table).getByText('Asha Rao').closest('tr') as HTMLElement;
    expect(within(me).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(me).queryByRole('button', { name: /Status of/ })).toBeNull();
    const teacher = within(table).getByText('Vikram Iyer').closest('tr') as HTMLElement;
    expect(within(teacher).getByRole('button', { name: 'Delete Vikram Iyer' })).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    // Roles an admin added are offered beside the spec's four.
    expect(await screen.findByRole('option', { name: 'Librarian', hidden: true })).toBeTruthy();
    fireEvent.click(await screen.findByRole('option', { name: 'Staff', hidden: true }));
    expect(await screen.findByText('No staff found with the role Staff')).toBeTruthy();
  });
});

describe('the inactive-users bell and the acceptance page', () => {
  it('lists users awaiting acceptance, and after Accept returns to /admin in 2 seconds', async () => {
    signInAs('superadmin', { role: 'admin' });
    let accepted = false;
    const pending = person({ userID: 'p-1', firstName: 'Nisha', lastName: 'Nair', isActivate: false, isEmail: false });
    const fetchMock = mockFetch({
      '/api/whoami': whoAmIAnswer('Meera', 'superadmin'),
      '/api/getInactiveUser': () => ({ body: { status: true, data: accepted ? [] : [pending] } }),
      '/api/activateUser': () => {
        accepted = true;
        return { body: { status: true, message: 'User accepted' } };
      },
    });
    const { router } = renderRoutes(appRoutes, '/admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Inactive users' }, areaLoad));
    const entry = await screen.findByRole('menuitem', { name: /Nisha Nair/ });
    expect(entry.getAttribute('href')).toBe('/admin/inactiveUser/p-1');
    fireEvent.click(entry);

    expect(await screen.findByText('Email verification pending', {}, areaLoad)).toBeTruthy();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Her e-mail is not verified: Accept asks first, and Cancel sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const question = await screen.findByRole('dialog', { name: 'Accept an unverified e-mail' });
    expect(question.textContent).toContain('They can sign in only after verifying it');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/activateUser'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const again = await screen.findByRole('dialog', { name: 'Accept an unverified e-mail' });
    fireEvent.click(within(again).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('User accepted')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/activateUser'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ id: 'p-1', isActive: true });
    expect(router.state.location.pathname).toBe('/admin/inactiveUser/p-1');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2100);
    });
    expect(router.state.location.pathname).toBe('/admin');
  });
});

describe('the student edit form', () => {
  it("says 'Unexpected error' with the server's reason when the save fails", async () => {
    signInAs('superadmin', { role: 'admin' });
    const student = person({
      userID: 's-1',
      role: 'student',
      firstName: 'Priya',
      lastName: 'Sharma',
      gender: 'Female',
      dob: '2006-04-12',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      pincode: '560001',
    });
    mockFetch({
      '/api/whoami': whoAmIAnswer('Meera', 'superadmin'),
      '/api/getStudentList': { body: { status: true, data: [student] } },
      '/api/updateStudent': {
        status: 409,
        body: {
          status: false,
          message: 'This e-mail is already in use',
          errors: [{ field: 'email', message: 'This e-mail is already in use' }],
        },
      },
    });
    renderRoutes(appRoutes, '/admin/student-edit/s-1');
    const first = await screen.findByRole('textbox', { name: 'First Name' }, areaLoad);
    await waitFor(() => expect((first as HTMLInputElement).value).toBe('Priya'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unexpected error: This e-mail is already in use');
    // The field the server named carries the message too.
    expect(screen.getAllByText('This e-mail is already in use').length).toBeGreaterThan(0);
  });
});

describe('the student edit form of a record that lacks registration fields', () => {
  it('names every missing required field on opening, and chooses the place from the registration lists', async () => {
    signInAs('superadmin', { role: 'admin' });
    const student = person({ userID: 's-2', role: 'student', firstName: 'Rahul', lastName: 'Verma', gender: 'Male' });
    const fetchMock = mockFetch({
      '/api/whoami': whoAmIAnswer('Meera', 'superadmin'),
      '/api/getStudentList': { body: { status: true, data: [student] } },
      '/api/countries': { body: { status: true, data: [{ name: 'India', isoCode: 'IN' }] } },
    });
    renderRoutes(appRoutes, '/admin/student-edit/s-2');
    const note = await screen.findByTestId('missing-required', {}, areaLoad);
    expect(note.textContent).toContain('Date of Birth, Country, State, City, Pincode');
    // Country, state and city are the registration form's lists, not free text.
    fireEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    expect(await screen.findByRole('option', { name: 'India', hidden: true })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'State' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'City' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/^Date of Birth: /)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/updateStudent'))).toBe(false);
  });
});

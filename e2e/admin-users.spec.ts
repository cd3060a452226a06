import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, E2E_ADMIN } from './support/constants.ts';
import { expectSignedInAt, signIn } from './support/login.ts';

const shots = path.resolve(import.meta.dirname, '.artifacts/admin-users');
async function shot(page: Page, name: string): Promise<void> {
  // From the top, so the fixed top bar does not land in the middle of a full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

/** The second demo student and the demo teacher; this file puts both back as it found them. */
const STUDENT = 'student2@demo.kaksha.local';
const TEACHER = 'teacher@demo.kaksha.local';

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}

/** Admin calls made the way the admin screens make them, to set a scene quickly. */
async function adminApi(request: APIRequestContext) {
  const token = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const headers = { 'x-access-token': token };
  const post = async (url: string, data?: unknown) => {
    const res = await request.post(url, { headers, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
    return res.json();
  };
  const idOf = async (email: string): Promise<string> => {
    const [staff, students] = await Promise.all([post('/api/getStaffList', {}), post('/api/getStudentList', {})]);
    const found = [...staff.data, ...students.data].find((u: { email: string }) => u.email === email);
    if (!found) throw new Error(`no user ${email}`);
    return found.userID;
  };
  return { post, idOf };
}

const staffForm = (email: string, o: Record<string, string> = {}) => ({
  firstName: 'Kavya',
  lastName: 'Nair',
  email,
  mobile: '9876543210',
  role: 'staff',
  address: '4 Park Street, Kolkata',
  ...o,
});

test.describe('admin: people', () => {
  test('accepts users from the bell; the accepted student can then sign in', async ({ page, request }) => {
    const admin = await adminApi(request);
    // A staff member who has not yet opened their mail, and a student, both awaiting acceptance.
    const pending = (
      await admin.post('/api/createStaff', staffForm('pending.staff@kaksha.test', { firstName: 'Nisha' }))
    ).data;
    await admin.post('/api/inactiveUser', { id: pending.userID, inactive: true });
    await admin.post('/api/inactiveUser', { id: await admin.idOf(STUDENT), inactive: true });

    await signIn(page, STUDENT, DEMO_PASSWORD);
    await expect(page.getByText('Account Inactive')).toBeVisible();

    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expectSignedInAt(page, '/admin');
    await page.getByRole('button', { name: 'Inactive users' }).click();
    await expect(page.getByRole('menuitem', { name: /pending\.staff@kaksha\.test/ })).toBeVisible();
    await shot(page, 'bell-open');

    await page.getByRole('menuitem', { name: /pending\.staff@kaksha\.test/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/inactiveUser/${pending.userID}$`));
    await expect(page.getByText('Email verification pending')).toBeVisible();
    await shot(page, 'inactive-user-unverified');

    await page.getByRole('button', { name: 'Inactive users' }).click();
    await page.getByRole('menuitem', { name: new RegExp(STUDENT.replaceAll('.', '\\.')) }).click();
    await expect(page.getByText('Rahul Verma', { exact: true })).toBeVisible();
    await expect(page.getByText('Email verification pending')).toHaveCount(0);
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('User accepted')).toBeVisible();
    // After two seconds the admin is back on the dashboard, and the bell no longer lists them.
    await expect(page).toHaveURL(/\/admin$/, { timeout: 5000 });
    await page.getByRole('button', { name: 'Inactive users' }).click();
    await expect(page.getByRole('menuitem', { name: /pending\.staff/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /student2/ })).toHaveCount(0);

    // Reject the other: they leave the bell too.
    await page.getByRole('menuitem', { name: /pending\.staff/ }).click();
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('User rejected')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/, { timeout: 5000 });
    await page.getByRole('button', { name: 'Inactive users' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /pending\.staff|student2/ })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signIn(page, STUDENT, DEMO_PASSWORD);
    await expectSignedInAt(page, '/student');
  });

  test('creates a teacher; deactivating a teacher ends their open session at once', async ({ page, browser }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expectSignedInAt(page, '/admin');
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('link', { name: 'Add Staff' }).click();

    // Submitting empty shows each field's message; the teacher's fields appear with the role.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Required').first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Curriculum' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Teacher' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('combobox', { name: 'Curriculum' })).toBeVisible();
    await shot(page, 'add-staff-errors');

    await page.getByRole('textbox', { name: 'First Name' }).fill('Meera');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Krishnan');
    await page.getByRole('textbox', { name: 'Email' }).fill('meera.krishnan@kaksha.test');
    await page.getByRole('textbox', { name: 'Mobile' }).fill('9812345678');
    await page.getByRole('textbox', { name: 'Address' }).fill('22 Temple Road, Chennai');
    await page.getByRole('combobox', { name: 'Curriculum' }).click();
    await page.getByRole('option', { name: /KKS-BSC-CS-2026/ }).click();
    await page.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: 'Programming' }).click();
    await shot(page, 'add-staff-teacher');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/admin\/staff$/);
    const row = page.getByRole('row', { name: /meera\.krishnan@kaksha\.test/ });
    await expect(row).toContainText('Teacher');
    await expect(row).toContainText('KKS-BSC-CS');
    await expect(row).toContainText('Programming');
    await expect(row.getByRole('button', { name: /Status of Meera Krishnan: Active/ })).toBeVisible();

    // The same form edits: the teacher moves to another subject.
    await row.getByRole('link', { name: 'Edit Meera Krishnan' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Staff' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Meera');
    await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveValue('Programming');
    await page.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: 'Mathematics' }).click();
    await shot(page, 'edit-staff');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await expect(row).toContainText('Mathematics');

    // The demo teacher is signed in elsewhere; deactivating them ends that session at once.
    const teacherContext = await browser.newContext();
    const teacherPage = await teacherContext.newPage();
    await signIn(teacherPage, TEACHER, DEMO_PASSWORD);
    await expectSignedInAt(teacherPage, '/teacher');
    const teacherRow = page.getByRole('row', { name: new RegExp(TEACHER.replaceAll('.', '\\.')) });
    await teacherRow.getByRole('button', { name: /Status of Vikram Iyer: Active/ }).click();
    await expect(teacherRow.getByRole('button', { name: /Status of Vikram Iyer: InActive/ })).toBeVisible();
    await teacherPage.reload();
    await expect(teacherPage).toHaveURL(/\/login$/);
    await signIn(teacherPage, TEACHER, DEMO_PASSWORD);
    await expect(teacherPage.getByText('Account Inactive')).toBeVisible();

    // Active again: the teacher signs in as before.
    await teacherRow.getByRole('button', { name: /Status of Vikram Iyer: InActive/ }).click();
    await expect(teacherRow.getByRole('button', { name: /Status of Vikram Iyer: Active/ })).toBeVisible();
    await signIn(teacherPage, TEACHER, DEMO_PASSWORD);
    await expectSignedInAt(teacherPage, '/teacher');
    await teacherContext.close();
  });

  test('deletes a staff member after the confirmation, and adds a role', async ({ page, request }) => {
    const admin = await adminApi(request);
    await admin.post('/api/createStaff', staffForm('to.delete@kaksha.test', { firstName: 'Farhan', lastName: 'Ali' }));
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expectSignedInAt(page, '/admin');
    await page.goto('/admin/staff');

    const row = page.getByRole('row', { name: /to\.delete@kaksha\.test/ });
    await row.getByRole('button', { name: 'Delete Farhan Ali' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to Delete?');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Delete Farhan Ali' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('row', { name: /to\.delete@kaksha\.test/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Add Role' }).click();
    await expect(page).toHaveURL(/\/admin\/add-staff-role$/);
    await page.getByRole('textbox', { name: 'Role Name' }).fill('Librarian');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await page.goto('/admin/add-staff-role');
    await page.getByRole('textbox', { name: 'Role Name' }).fill('LIBRARIAN');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('This role already exists')).toBeVisible();
    await page.goto('/admin/add-staff');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await expect(page.getByRole('option', { name: 'Librarian' })).toBeVisible();
  });

  test('screens: staff filters, a long list, a phone, students', async ({ page, request }) => {
    const admin = await adminApi(request);
    for (let i = 1; i <= 22; i++) {
      const n = String(i).padStart(2, '0');
      await admin.post(
        '/api/createStaff',
        staffForm(`office${n}@kaksha.test`, { firstName: `Office ${n}`, lastName: 'Clerk' }),
      );
    }
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expectSignedInAt(page, '/admin');
    await page.goto('/admin/staff');
    await expect(page.getByRole('row', { name: /office01@kaksha\.test/ })).toBeVisible();
    await shot(page, 'staff-long-list');

    // The role filter, and a search no one matches; students are never listed.
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Teacher' }).click();
    await expect(page.getByRole('row', { name: /teacher@demo\.kaksha\.local/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /office01/ })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Search Staff' }).fill('nobody-by-this-name');
    await expect(page.getByText('Nothing matches "nobody-by-this-name"')).toBeVisible();
    await shot(page, 'staff-empty-filter');
    await expect(page.getByText('student1@demo.kaksha.local')).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('textbox', { name: 'Search Staff' }).fill('');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'All' }).click();
    await shot(page, 'staff-narrow');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto('/admin/student');
    await expect(page.getByRole('row', { name: /student1@demo\.kaksha\.local/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /teacher@demo/ })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Search Student' }).fill('Priya');
    await expect(page.getByRole('row', { name: /student2@demo/ })).toHaveCount(0);
    await shot(page, 'student-list');
    await page
      .getByRole('row', { name: /student1@demo/ })
      .getByRole('link', { name: 'View' })
      .click();
    await expect(page.getByText('Priya Sharma')).toBeVisible();
    await shot(page, 'student-view');

    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('textbox', { name: 'First Name', exact: true })).toHaveValue('Priya');
    await page.getByRole('button', { name: 'Submit' }).click();
    // The demo student has no date of birth or pincode yet: the first missing field is named.
    await expect(page.getByRole('alert')).toContainText('Date of Birth: Required');
    await shot(page, 'student-edit-errors');
    await page.getByRole('textbox', { name: 'Date of Birth' }).fill('04/12/2006');
    await page.getByRole('textbox', { name: 'Pincode' }).fill('560001');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/student-view\//);
    await expect(page.getByText('12-04-2006')).toBeVisible();
  });
});

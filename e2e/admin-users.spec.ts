import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminApi, registerStudent } from './support/api.ts';
import { E2E_ADMIN } from './support/constants.ts';
import { searchList } from './support/lists.ts';
import { expectSignedInAt, signIn, signInThroughForm } from './support/login.ts';
import { linkTo, waitForMail } from './support/mail.ts';
import { keepScreenshot, reviewShot } from './support/screenshots.ts';

const STUDENT_PASSWORD = 'Str0ng!pass';
const TEACHER_PASSWORD = 'Teach-Pass1';

/** Registers a student the way the registration page does (its screens are tested elsewhere). */
const register = (request: APIRequestContext, email: string, firstName: string, lastName: string) =>
  registerStudent(request, { firstName, lastName, email, password: STUDENT_PASSWORD, gender: 'Male' });

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
  test('accepts a newly registered student from the bell, who can then sign in', async ({ page, request }) => {
    // Two registrations, a mailed link and three sign-ins: longer than one flow on a busy machine.
    test.setTimeout(120_000);
    const stamp = Date.now();
    const arjun = `arjun.${stamp}@example.test`;
    const farah = `farah.${stamp}@example.test`;
    await register(request, arjun, 'Arjun', 'Menon');
    await register(request, farah, 'Farah', 'Khan');
    // Arjun verifies his e-mail; Farah has not yet.
    await page.goto(linkTo(await waitForMail(arjun), 'email-verification'));
    await expect(page.getByRole('heading', { name: 'Email verification successfull' })).toBeVisible();
    await signInThroughForm(page, arjun, STUDENT_PASSWORD);
    await expect(page.getByRole('alert')).toContainText('Account Inactive');

    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expectSignedInAt(page, '/admin');
    await page.getByRole('button', { name: 'Inactive users' }).click();
    await expect(page.getByRole('menuitem', { name: new RegExp(arjun) })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: new RegExp(farah) })).toBeVisible();
    await reviewShot(page, 'bell-open');
    await keepScreenshot(page, 'admin-acceptance-bell');

    await page.getByRole('menuitem', { name: new RegExp(farah) }).click();
    await expect(page).toHaveURL(/\/admin\/inactiveUser\/[\w-]+$/);
    await expect(page.getByText('Farah Khan', { exact: true })).toBeVisible();
    await expect(page.getByText('Email verification pending')).toBeVisible();
    await reviewShot(page, 'inactive-user-unverified');
    await page.getByRole('button', { name: 'Reject' }).click();
    // Rejecting cannot be undone, so it is confirmed in a dialog.
    const confirm = page.getByRole('dialog', { name: 'Reject registration' });
    await expect(confirm).toContainText('Reject Farah Khan? They will not be able to sign in.');
    await confirm.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('User rejected')).toBeVisible();
    // After two seconds the admin is back on the dashboard.
    await expect(page).toHaveURL(/\/admin$/, { timeout: 5000 });

    await page.getByRole('button', { name: 'Inactive users' }).click();
    await expect(page.getByRole('menuitem', { name: new RegExp(farah) })).toHaveCount(0);
    await page.getByRole('menuitem', { name: new RegExp(arjun) }).click();
    await expect(page.getByText('Arjun Menon', { exact: true })).toBeVisible();
    await expect(page.getByText('Email verification pending')).toHaveCount(0);
    await expect(page.getByText('Email verified', { exact: true })).toBeVisible();
    // A verified address is accepted at once, without a question.
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('User accepted')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/, { timeout: 5000 });
    await page.getByRole('button', { name: 'Inactive users' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: new RegExp(`${arjun}|${farah}`) })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signIn(page, arjun, STUDENT_PASSWORD);
    await expectSignedInAt(page, '/student');
  });

  test('accepting an unverified e-mail asks first and says the student signs in only after verifying', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const nisha = `nisha.${Date.now()}@example.test`;
    await register(request, nisha, 'Nisha', 'Pillai');
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expectSignedInAt(page, '/admin');
    await page.getByRole('button', { name: 'Inactive users' }).click();
    await page.getByRole('menuitem', { name: new RegExp(nisha) }).click();
    await expect(page.getByText('Nisha Pillai', { exact: true })).toBeVisible();
    await expect(page.getByText('Email verification pending')).toBeVisible();

    await page.getByRole('button', { name: 'Accept' }).click();
    const question = page.getByRole('dialog', { name: 'Accept an unverified e-mail' });
    await expect(question).toContainText('The e-mail address of Nisha Pillai is not verified yet. Accept anyway?');
    await expect(question).toContainText('They can sign in only after verifying it');
    await reviewShot(page, 'accept-unverified-question');
    // Cancel changes nothing: she is still awaiting acceptance.
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Accept' })).toBeEnabled();

    await page.getByRole('button', { name: 'Accept' }).click();
    await page
      .getByRole('dialog', { name: 'Accept an unverified e-mail' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await expect(
      page.getByText('User accepted. They can sign in only after verifying their e-mail address'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/, { timeout: 5000 });

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signInThroughForm(page, nisha, STUDENT_PASSWORD);
    await expect(page.getByRole('alert')).toContainText('Email verification Pending');
  });

  test('creates a teacher; deactivating a teacher ends their open session at once', async ({ page, browser }) => {
    // Two browsers, a mailed link and four saves: longer than one flow on a busy machine.
    test.setTimeout(120_000);
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
    await reviewShot(page, 'add-staff-errors');

    await page.getByRole('textbox', { name: 'First Name' }).fill('Meera');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Krishnan');
    await page.getByRole('textbox', { name: 'Email' }).fill('meera.krishnan@kaksha.test');
    await page.getByRole('textbox', { name: 'Mobile' }).fill('9812345678');
    await page.getByRole('textbox', { name: 'Address' }).fill('22 Temple Road, Chennai');
    await page.getByRole('combobox', { name: 'Curriculum' }).click();
    await page.getByRole('option', { name: /KKS-BSC-CS-2026/ }).click();
    await page.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: 'Programming' }).click();
    await reviewShot(page, 'add-staff-teacher');
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
    await reviewShot(page, 'edit-staff');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await expect(row).toContainText('Mathematics');

    // Meera sets her password from the mailed link and signs in in another browser.
    const link = linkTo(await waitForMail('meera.krishnan@kaksha.test'), 'change-password');
    const teacherContext = await browser.newContext();
    const teacherPage = await teacherContext.newPage();
    await teacherPage.goto(link);
    await teacherPage.getByRole('textbox', { name: /^New password/ }).fill(TEACHER_PASSWORD);
    await teacherPage.getByRole('textbox', { name: /^Confirm password/ }).fill(TEACHER_PASSWORD);
    await teacherPage.getByRole('button', { name: 'Change password' }).click();
    await expect(teacherPage).toHaveURL(/\/$/);
    await signIn(teacherPage, 'meera.krishnan@kaksha.test', TEACHER_PASSWORD);
    await expectSignedInAt(teacherPage, '/teacher');

    // Made inactive, her open session ends at once: the next page she opens sends her to sign in.
    await row.getByRole('button', { name: /Status of Meera Krishnan: Active/ }).click();
    await expect(row.getByRole('button', { name: /Status of Meera Krishnan: InActive/ })).toBeVisible();
    await teacherPage.reload();
    // Signing in again returns her to the page she asked for.
    await expect(teacherPage).toHaveURL(/\/login\?next=%2Fteacher$/);
    await signInThroughForm(teacherPage, 'meera.krishnan@kaksha.test', TEACHER_PASSWORD);
    await expect(teacherPage.getByRole('alert')).toContainText('Account Inactive');

    // Active again: she signs in as before.
    await row.getByRole('button', { name: /Status of Meera Krishnan: InActive/ }).click();
    await expect(row.getByRole('button', { name: /Status of Meera Krishnan: Active/ })).toBeVisible();
    await signIn(teacherPage, 'meera.krishnan@kaksha.test', TEACHER_PASSWORD);
    await expectSignedInAt(teacherPage, '/teacher');
    await teacherContext.close();
  });

  test('deletes a staff member after the confirmation, and adds a role', async ({ page, request }) => {
    const admin = await adminApi(request);
    await admin('/api/createStaff', staffForm('to.delete@kaksha.test', { firstName: 'Farhan', lastName: 'Ali' }));
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
      await admin(
        '/api/createStaff',
        staffForm(`office${n}@kaksha.test`, { firstName: `Office ${n}`, lastName: 'Clerk' }),
      );
    }
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expectSignedInAt(page, '/admin');
    await page.goto('/admin/staff');
    await expect(page.getByRole('row', { name: /office01@kaksha\.test/ })).toBeVisible();
    await reviewShot(page, 'staff-long-list');
    // Students are never listed: checked on the unfiltered list, before any search hides every row.
    await expect(page.getByText('student1@demo.kaksha.local')).toHaveCount(0);

    // The role filter, and a search no one matches.
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Teacher' }).click();
    await expect(page.getByRole('row', { name: /teacher@demo\.kaksha\.local/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /office01/ })).toHaveCount(0);
    await searchList(page, 'Search Staff', 'nobody-by-this-name');
    await expect(page.getByText('Nothing matches "nobody-by-this-name"')).toBeVisible();
    await reviewShot(page, 'staff-empty-filter');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('textbox', { name: 'Search Staff' }).fill('');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'All' }).click();
    await reviewShot(page, 'staff-narrow');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto('/admin/student');
    await expect(page.getByRole('row', { name: /teacher@demo/ })).toHaveCount(0);
    // The list shows a page at a time: the demo student is found by a search.
    await searchList(page, 'Search Student', 'Priya');
    await expect(page.getByRole('row', { name: /student1@demo\.kaksha\.local/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /student2@demo/ })).toHaveCount(0);
    await reviewShot(page, 'student-list');
    await page
      .getByRole('row', { name: /student1@demo/ })
      .getByRole('link', { name: 'View' })
      .click();
    await expect(page.getByText('Priya Sharma')).toBeVisible();
    await reviewShot(page, 'student-view');

    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('textbox', { name: 'First Name', exact: true })).toHaveValue('Priya');
    // The demo student holds every field registration requires, the place from its lists: changing
    // only the mobile number saves.
    await expect(page.getByTestId('missing-required')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Bengaluru');
    await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill('9811122233');
    await reviewShot(page, 'student-edit');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/student-view\//);
    await expect(page.getByText('9811122233')).toBeVisible();
  });
});

import { expect, type Page, test } from '@playwright/test';
import { adminApi, apiAsDemo, registerStudent } from './support/api.ts';
import { DEMO, E2E_ADMIN } from './support/constants.ts';
import { searchList } from './support/lists.ts';
import { expectSignedInAt, signIn } from './support/login.ts';
import { reviewShot } from './support/screenshots.ts';

const COLUMNS = [
  'firstName',
  'middleName',
  'lastName',
  'email',
  'mobile',
  'gender',
  'dob',
  'address',
  'country',
  'state',
  'city',
  'pincode',
  'curriculumCode',
  'parentFirstName',
  'parentMiddleName',
  'parentLastName',
  'parentMobile',
  'parentEmail',
  'parentAddress',
];

/**
 * A class list of `count` students as a school's spreadsheet holds it. Row 3 of the sheet (the
 * second student) has no valid e-mail; row 51 names a curriculum that does not exist.
 */
function classList(stamp: string, count: number) {
  const rows = Array.from({ length: count }, (_, i) => [
    `Imported${i + 1}`,
    '',
    `Batch${stamp}`,
    i === 1 ? 'not-an-email' : `imported.${stamp}.${i + 1}@example.test`,
    '98450 12345',
    i % 2 ? 'Male' : 'Female',
    '09/03/2008',
    `${i + 1} Lake Road, "Block B"`,
    'India',
    'Karnataka',
    'Bengaluru',
    '560001',
    i === 49 ? 'NO-SUCH-2026' : 'KKS-BSC-CS-2026',
    'Parent',
    '',
    `Batch${stamp}`,
    '',
    '',
    '',
  ]);
  const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [COLUMNS, ...rows].map((row) => row.map(cell).join(',')).join('\r\n');
}

async function signInAsAdmin(page: Page) {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expectSignedInAt(page, '/admin');
}

test.describe('admin at scale', () => {
  test('imports 200 students from a CSV with two bad rows', async ({ page }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    await signInAsAdmin(page);
    await page.goto('/admin/student');
    await page.getByRole('link', { name: 'Import students' }).click();
    await expect(page.getByRole('heading', { name: 'Import students' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download the template' })).toBeVisible();

    await page.locator('input[type=file]').setInputFiles({
      name: 'class-of-2026.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(classList(stamp, 200)),
    });
    await expect(page.getByText('200 rows: 198 can be imported, 2 with problems will be left out.')).toBeVisible({
      timeout: 60_000,
    });
    const problems = page.getByRole('table', { name: 'Problems by row and column' });
    await expect(problems.getByRole('row')).toHaveCount(3);
    await expect(problems.getByRole('row').nth(1)).toContainText('3email');
    await expect(problems.getByRole('row').nth(2)).toContainText('51curriculumCode');
    await reviewShot(page, 'student-import-preview');

    await page.getByRole('button', { name: 'Import 198 students' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import students' });
    await expect(dialog).toContainText('198 accounts will be created');
    await dialog.getByRole('button', { name: 'Import 198 students' }).click();
    await expect(page.getByText('198 students imported from class-of-2026.csv')).toBeVisible({ timeout: 90_000 });
    await reviewShot(page, 'student-import-done');

    await page.getByRole('link', { name: 'See the students' }).click();
    await searchList(page, 'Search Student', `Batch${stamp}`);
    await expect(page.getByText('198 entries')).toBeVisible();
    await expect(page.getByText(`imported.${stamp}.2@example.test`)).toHaveCount(0);
  });

  test('deactivates ticked students in bulk, reports each, and the list remembers its page', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36);
    const api = await adminApi(request);
    for (const n of [1, 2, 3]) {
      await registerStudent(request, {
        firstName: `Bulk${n}`,
        lastName: `Zed${stamp}`,
        email: `bulk.${stamp}.${n}@example.test`,
        password: 'Str0ng!pass',
      });
    }
    const listed = await api('/getStudentList', { search: `zed${stamp}` });
    await api('/bulkUpdateUsers', { action: 'accept', userIDs: listed.data.map((s: { userID: string }) => s.userID) });

    await signInAsAdmin(page);
    await page.goto('/admin/student');
    const table = page.getByRole('table', { name: 'Student list' });
    // The first page of a busy machine may take a while; the search box waits for the list.
    await expect(table.getByRole('checkbox').first()).toBeVisible({ timeout: 30_000 });
    await searchList(page, 'Search Student', `Zed${stamp}`);
    // The search is in the address: a reload lands on the same rows.
    await expect(page).toHaveURL(new RegExp(`q=Zed${stamp}`));
    await page.reload();
    await expect(page.getByPlaceholder('Search Student')).toHaveValue(`Zed${stamp}`, { timeout: 30_000 });
    await expect(table.getByRole('row')).toHaveCount(4, { timeout: 30_000 });

    await table.getByRole('checkbox', { name: 'Select the rows shown' }).check();
    await expect(page.getByText('3 selected')).toBeVisible();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    const ask = page.getByRole('dialog', { name: 'Deactivate: 3 users' });
    await expect(ask).toContainText('Deactivate will change 3 users');
    await reviewShot(page, 'bulk-deactivate-ask');
    await ask.getByRole('button', { name: 'Deactivate 3 users' }).click();
    const report = page.getByRole('dialog', { name: 'What happened' });
    await expect(report).toContainText('3 changed, 0 already so, 0 not changed');
    await expect(report.getByRole('row')).toHaveCount(4);
    // The footer's Close, not the dialog's corner button of the same name.
    await report.locator('button', { hasText: 'Close' }).click();
    await expect(table.getByText('Inactive')).toHaveCount(3);
    await expect(page.getByText('3 selected')).toHaveCount(0);
  });

  test('shows the audit log filtered to one admin', async ({ page, request }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    // The demo school's admin, Asha Rao, adds a role; the first admin deactivates a student.
    const demoAdmin = await apiAsDemo(request, DEMO.admin);
    await demoAdmin('/createRole', { roleName: `auditor ${stamp}` });
    await registerStudent(request, {
      firstName: 'Audit',
      lastName: `Trail${stamp}`,
      email: `audit.${stamp}@example.test`,
      password: 'Str0ng!pass',
    });
    const api = await adminApi(request);
    const [target] = (await api('/getStudentList', { search: `trail${stamp}` })).data;
    await api('/rejectUser', { id: target.userID, isActive: false });

    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    const table = page.getByRole('table', { name: 'Audit log list' });
    await expect(table.getByText(`Rejected student Audit Trail${stamp}`)).toBeVisible({ timeout: 30_000 });
    await expect(table.getByText(`Added the role auditor ${stamp}`)).toBeVisible();

    await page.getByRole('combobox', { name: 'Who' }).click();
    await page.getByRole('option', { name: 'Asha Rao' }).click();
    await expect(page).toHaveURL(/who=/);
    await expect(table.getByText(`Rejected student Audit Trail${stamp}`)).toHaveCount(0, { timeout: 30_000 });
    await expect(table.getByText(`Added the role auditor ${stamp}`)).toBeVisible();
    for (const who of await table.getByRole('row').allInnerTexts()) {
      if (!who.startsWith('When')) expect(who).toContain('Asha Rao');
    }
    await table.getByRole('button', { name: `Details of: Added the role auditor ${stamp}` }).click();
    await expect(page.getByRole('dialog', { name: 'Audit entry' })).toContainText('Asha Rao (admin)');
    await page.keyboard.press('Escape');
    await reviewShot(page, 'audit-filtered');
    await page.setViewportSize({ width: 390, height: 844 });
    await reviewShot(page, 'audit-filtered-phone');
  });
});

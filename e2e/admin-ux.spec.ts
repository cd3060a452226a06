import crypto from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { adminApi, registerStudent } from './support/api.ts';
import { E2E_ADMIN } from './support/constants.ts';
import { searchList } from './support/lists.ts';
import { expectSignedInAt, signIn } from './support/login.ts';
import { keepScreenshot, reviewShot } from './support/screenshots.ts';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A 2 x 2 red PNG: a real image the content check accepts and the browser can draw. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

async function signInAsAdmin(page: Page) {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expectSignedInAt(page, '/admin');
}

test.describe('admin: what an administrator tripped over', () => {
  // Several screens per test on a shared, busy machine.
  test.describe.configure({ timeout: 180_000 });
  test('the acceptance page shows the identity number and opens the document; Reject asks first', async ({
    page,
    request,
  }) => {
    const upload = await request.post('/api/uploadIdentity', {
      multipart: { file: { name: 'aadhaar.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    const email = `meera.${crypto.randomBytes(3).toString('hex')}@example.com`;
    await registerStudent(request, {
      firstName: 'Meera',
      lastName: 'Pillai',
      email,
      password: 'Str0ng!pass',
      identityNumber: 'ID-4471-2290',
      identityUrl: (await upload.json()).identityUrl,
    });
    const admin = await adminApi(request);
    const awaiting = (await admin('/api/getInactiveUser')).data as { userID: string; email: string }[];
    const meera = awaiting.find((u) => u.email === email);
    expect(meera).toBeDefined();

    await signInAsAdmin(page);
    await page.goto(`/admin/inactiveUser/${meera?.userID}`);
    await expect(page.getByText('ID-4471-2290')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'View document' }).click();
    const document = page.getByRole('img', { name: 'Identity document of Meera Pillai' });
    await expect(document).toBeVisible();
    // Drawn, not a broken image: the browser decoded the stored file.
    expect(await document.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    await reviewShot(page, 'acceptance-identity-document');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject registration' });
    await expect(dialog).toContainText('Reject Meera Pillai?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // Still awaiting: nothing was decided by the first click.
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  });

  test('deleting a curriculum with students says what it holds and is refused', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/curriculum');
    await searchList(page, 'Search Curriculum', 'KKS-BSC-CS-2026');
    await page.getByRole('link', { name: 'View' }).first().click();
    await page.getByRole('button', { name: 'Delete' }).click();
    // The demo curriculum holds students, results and sessions (and certificates, once another
    // test has issued one): every count is named, and Delete stays off (the server refuses it with
    // the same counts).
    const refusal = page.getByRole('dialog').getByRole('alert', { name: 'It cannot be deleted' });
    await expect(refusal).toContainText(/It holds \d+ students?, \d+ test results?,? (and )?\d+ sessions?/);
    await expect(refusal).toContainText(/\d+ subjects?, \d+ topics?, \d+ chapters?, \d+ videos?, \d+ questions?/);
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Delete' })).toBeDisabled();
    await reviewShot(page, 'delete-confirmation-with-counts');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'View Curriculum' })).toBeVisible();
  });

  test('a copied curriculum is renamed in its form and saved under its new code', async ({ page, request }) => {
    const admin = await adminApi(request);
    const short = `R${crypto.randomBytes(2).toString('hex').toUpperCase()}`;
    // Two days ahead: the server's "today" is the school's (Asia/Kolkata), which runs ahead of UTC.
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const created = await admin('/api/createCurriculum', {
      organizationName: 'Kaksha School',
      organizationCode: 'KKS',
      curriculumAward: 'MSC',
      shortName: short,
      longName: 'Master of Renaming 2026',
      experience: 'Internship',
      marksMode: 'Percentage',
      liveSession: false,
      showPreviousCurriculum: false,
      effectiveDate: soon,
      startDate: soon,
      endDate: `${Number(soon.slice(0, 4)) + 2}${soon.slice(4)}`,
      price: 0,
    });
    const name = created.data.curriculum as string;

    await signInAsAdmin(page);
    await page.goto('/admin/curriculum');
    await searchList(page, 'Search Curriculum', short);
    await page.getByRole('button', { name: `More actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Copy curriculum', exact: true }).click();
    const copy = `${name}-copy`;
    await expect(page.getByRole('cell', { name: copy, exact: true })).toBeVisible();
    const copyRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: copy, exact: true }) });
    await copyRow.getByRole('link', { name: 'Edit' }).click();

    await expect(field(page, 'Short Name')).toHaveValue(`${short}-copy`, { timeout: 30_000 });
    await expect(field(page, 'Short Name')).not.toHaveAttribute('readonly', '');
    await field(page, 'Short Name').fill(`${short}27`);
    await field(page, 'Long Name').fill('Master of Renaming 2027');
    const year = created.data.curriculumCode.slice(-4);
    await expect(field(page, 'Curriculum Code')).toHaveValue(`KKS-MSC-${short}27-${year}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/curriculum$/);
    await searchList(page, 'Search Curriculum', `${short}27`);
    await expect(page.getByRole('cell', { name: `KKS-MSC-${short}27-${year}`, exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Master of Renaming 2027', exact: true })).toBeVisible();
  });

  test('at 1366 px the student and staff lists show every column', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInAsAdmin(page);
    for (const [path, shot] of [
      ['/admin/student', 'admin-student-list-1366'],
      ['/admin/staff', 'admin-staff-list-1366'],
    ] as const) {
      await page.goto(path);
      const table = page.getByRole('table');
      // The first cell may be the row's selection box: the row as a whole has words once loaded.
      await expect(table.getByRole('row').nth(1)).not.toHaveText('', { timeout: 30_000 });
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0, { timeout: 30_000 });
      // Every header lies inside the window and nothing needs a sideways scroll to be seen.
      const headers = table.getByRole('columnheader');
      const headerCount = await headers.count();
      expect(headerCount, `${path} column headers`).toBeGreaterThan(0);
      for (let i = 0; i < headerCount; i++) {
        const box = await headers.nth(i).boundingBox();
        expect(box, `${path} column ${i}`).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0), `${path} column ${i}`).toBeLessThanOrEqual(1366);
      }
      // Table.ScrollContainer is a native scroll box (the theme's default, so the keyboard can
      // focus it): the element that scrolls sideways is the nearest ancestor that may scroll.
      const overflow = await table.evaluate((el) => {
        let box = el.parentElement;
        while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
        if (!box) throw new Error('the table is not inside a scroll box');
        return box.scrollWidth - box.clientWidth;
      });
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(1);
      await keepScreenshot(page, shot);
    }
  });

  test('at 390 px the student and staff lists scroll inside their card, never the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    for (const path of ['/admin/student', '/admin/staff']) {
      await page.goto(path);
      const table = page.getByRole('table');
      // The first cell may be the row's selection box: the row as a whole has words once loaded.
      await expect(table.getByRole('row').nth(1)).not.toHaveText('', { timeout: 30_000 });
      const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(pageOverflow, `${path} widens the page`).toBeLessThanOrEqual(1);
      // Headers keep their words whole: none is taller than two lines of text.
      const heights = await table.getByRole('columnheader').evaluateAll((cells) => cells.map((c) => c.clientHeight));
      expect(heights.length, `${path} column headers`).toBeGreaterThan(0);
      expect(Math.max(...heights), `${path} header height`).toBeLessThan(90);
      await page.screenshot({ path: test.info().outputPath(`${path.slice(7)}-390.png`) });
    }
  });

  test('at 320 px the top bar keeps the wordmark on one line beside its four buttons', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signInAsAdmin(page);
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    const logo = await page.getByRole('link', { name: 'Kaksha home' }).boundingBox();
    if (!logo) throw new Error('the logo is not laid out');
    // One line of the wordmark: broken into "Kaks" and "ha" it stood twice as tall.
    expect(logo.height).toBeLessThan(40);
    expect(await page.locator('header').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
});

import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, E2E_ADMIN } from './support/constants.ts';
import { expectSignedInAt, signIn } from './support/login.ts';
import { waitForMail } from './support/mail.ts';
import { keepScreenshot, reviewShot } from './support/screenshots.ts';

const desktop = { width: 1366, height: 768 };
const phone = { width: 390, height: 844 };

/** A README picture at 1366 px, then a whole-page look at 390 px to review, back at 1366 px. */
async function shoot(page: Page, name: string) {
  await keepScreenshot(page, name);
  await page.setViewportSize(phone);
  await reviewShot(page, `${name}-phone`);
  await page.setViewportSize(desktop);
}

test.describe('pages the spec describes as static', () => {
  test.beforeEach(async ({ page }) => {
    // Each page is pictured twice (1366 px and 390 px): longer than one flow on a busy machine.
    test.setTimeout(240_000);
    await page.setViewportSize(desktop);
  });

  test('a visitor writes to the school from the contact page and the admins get the mail', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Questions? Contact us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
    await shoot(page, 'contact');

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Required').first()).toBeVisible();

    const note = `Do you run weekend classes? (${Date.now()})`;
    await page.getByRole('textbox', { name: 'Name' }).fill('Asha Rao');
    await page.getByRole('textbox', { name: 'Email' }).fill('asha.rao@example.test');
    await page.getByRole('textbox', { name: 'Message' }).fill(note);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Your message has been sent to the school');

    const mail = await waitForMail(E2E_ADMIN.email);
    expect(mail).toContain(note);
    expect(mail).toContain('asha.rao@example.test');
  });

  test('a student finds the pricing plans in the user menu and the training tracks in the navigation', async ({
    page,
  }) => {
    await signIn(page, DEMO.student, DEMO_PASSWORD);
    await expectSignedInAt(page, '/student');
    const nav = page.getByRole('navigation', { name: 'Student navigation' });

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
    for (const [plan, price, days, storage] of [
      ['BASIC', 'Rs.25', '30 days', '10GB'],
      ['PRO', 'Rs.50', '60 days', '50GB'],
      ['PREMIUM', 'Rs.150', '120 days', '150GB'],
    ] as const) {
      const card = page.getByRole('region', { name: `${plan} plan` });
      for (const text of [price, days, storage]) await expect(card).toContainText(text);
      await expect(card.getByRole('link', { name: `BUY NOW: ${plan}` })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'PRO plan' })).toContainText('Best Value');
    await expect(page.getByRole('region', { name: 'BASIC plan' })).not.toContainText('Best Value');
    await expect(page.getByRole('region', { name: 'BASIC plan' })).toContainText('No full support');
    await expect(page.getByRole('region', { name: 'PREMIUM plan' })).toContainText('Full support');
    await shoot(page, 'student-pricing');

    await page.getByRole('link', { name: 'BUY NOW: PRO' }).click();
    await expect(page).toHaveURL(/\/contact\?plan=PRO$/);
    await expect(page.getByRole('heading', { name: 'Buy the PRO plan' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(/PRO plan/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO.student);

    await page.goto('/student');
    await nav.getByRole('link', { name: 'Student Training' }).click();
    await expect(page).toHaveURL(/\/student\/StudentTraining$/);
    for (const heading of ['Java Development', 'UI Design', 'Digital Marketing']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await shoot(page, 'student-training');
  });

  test('an admin opens HrModule and every org-admin page from the sidebar', async ({ page }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expectSignedInAt(page, '/admin');
    const sidebar = page.getByRole('navigation', { name: 'Admin navigation' });

    await sidebar.getByRole('link', { name: 'HrModule' }).click();
    await expect(page.getByRole('heading', { name: 'HrModule', level: 1 })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(6);
    await expect(page.getByText('Sample data', { exact: true })).toBeVisible();
    await shoot(page, 'admin-hr-module');

    await sidebar.getByRole('link', { name: 'Org Admin' }).click();
    await expect(page).toHaveURL(/\/admin\/org-admin$/);
    await expect(page.getByRole('heading', { name: 'Org Admin', level: 1 })).toBeVisible();
    await shoot(page, 'admin-org-admin');

    await page.getByRole('link', { name: /^Oragnization/ }).click();
    await expect(page).toHaveURL(/\/orgadmin\/Oragnization$/);
    await expect(sidebar.getByRole('link', { name: 'Org Admin' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('row')).toHaveCount(6);
    await page.getByRole('textbox', { name: 'Search Oragnization' }).fill('valley');
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: 'View Green Valley Academy' }).click();
    await expect(page.getByRole('dialog')).toContainText('GVA02');
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Search Oragnization' }).fill('');
    await shoot(page, 'orgadmin-oragnization');

    await page.getByRole('link', { name: 'Edit Green Valley Academy' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Oragnization' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Green Valley Academy');
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    // The spec's form is not wired to anything: no button offers to save it.
    await expect(page.getByRole('button', { name: /save|submit/i })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await page.getByRole('link', { name: 'Add Oragnization' }).click();
    await expect(page.getByRole('heading', { name: 'Add Oragnization' })).toBeVisible();
    for (const label of ['Name', 'Code', 'Address']) {
      await expect(page.getByRole('textbox', { name: label })).toBeDisabled();
    }
    await shoot(page, 'orgadmin-add-oragnization');

    await sidebar.getByRole('link', { name: 'Org Admin' }).click();
    await page.getByRole('link', { name: /^Practical Session/ }).click();
    await expect(page).toHaveURL(/\/orgadmin\/PracticalSession$/);
    await expect(page.getByRole('columnheader', { name: 'Course' })).toBeVisible();
    await shoot(page, 'orgadmin-practical-session');

    await sidebar.getByRole('link', { name: 'Org Admin' }).click();
    await page.getByRole('link', { name: /^Classroom Scheduling/ }).click();
    await expect(page).toHaveURL(/\/orgadmin\/ClassroomScheduling$/);
    await expect(page.getByText('Offline', { exact: true })).toHaveCount(6);
    await shoot(page, 'orgadmin-classroom-scheduling');
  });
});

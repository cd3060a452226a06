import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, E2E_ADMIN } from './support/constants.ts';
import { expectSignedInAt, signInThroughForm } from './support/login.ts';
import { keepScreenshot } from './support/screenshots.ts';

test.describe('signing in', () => {
  test('the first admin lands in the admin area, stays signed in on reload, and logs out', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in to Kaksha' })).toBeVisible();
    await keepScreenshot(page, 'login');

    await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expectSignedInAt(page, '/admin');
    await expect(
      page.getByRole('navigation', { name: /admin/i }).getByRole('link', { name: 'Curriculum' }),
    ).toBeVisible();
    await expect(page.getByText(/Kaksha/).first()).toBeVisible();
    // The picture shows the counts, not the tiles while they load.
    await expect(page.getByRole('link', { name: /^Students\s*\d+ View$/ })).toBeVisible();
    await keepScreenshot(page, 'admin-dashboard');

    await page.reload();
    await expectSignedInAt(page, '/admin');
    expect(await page.evaluate(() => sessionStorage.getItem('loginType'))).toBe('superadmin');

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    // Signed out, the admin area sends to sign in, and back to /admin after.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  });

  test('a demo student lands in the student area with the spec navigation', async ({ page }) => {
    await signInThroughForm(page, DEMO.student, DEMO_PASSWORD);
    await expectSignedInAt(page, '/student');
    const nav = page.getByRole('navigation', { name: 'Student navigation' });
    for (const item of [
      'Home',
      'Curriculum',
      'Assignments',
      'My Queries',
      'Help-From-Tutor',
      'Student Training',
      'Sessions',
      'Calender',
    ]) {
      await expect(nav.getByRole('link', { name: item })).toBeVisible();
    }
    await expect(page.getByText('Priya')).toBeVisible();
    await keepScreenshot(page, 'student-dashboard');

    await page.reload();
    await expectSignedInAt(page, '/student');
    // A student who types an admin address is sent back to their own area.
    await page.goto('/admin/staff');
    await expectSignedInAt(page, '/student');
  });

  test('a demo teacher lands in the teacher area', async ({ page }) => {
    await signInThroughForm(page, DEMO.teacher, DEMO_PASSWORD);
    await expectSignedInAt(page, '/teacher');
    await expect(page.getByRole('link', { name: 'Calender' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Open queries\s*\d+ View$/ })).toBeVisible();
    await keepScreenshot(page, 'teacher-dashboard');
  });

  test('a wrong password shows the message and signs nobody in', async ({ page }) => {
    await signInThroughForm(page, DEMO.student, 'Not-the-password1!');
    await expect(page.getByRole('alert')).toContainText('The e-mail or password is not correct');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('empty fields say Required', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Required')).toHaveCount(2);
  });
});

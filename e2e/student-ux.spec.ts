import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/constants.ts';
import { expectSignedInAt, signIn } from './support/login.ts';
import { reviewShot } from './support/screenshots.ts';

/** True when the page is wider than the window, i.e. the reader has to scroll sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth > root.clientWidth;
  });

// One unbroken word longer than a phone is wide, as a pasted code or a long German compound would be.
const LONG_WORD = 'Grundlagenwissenschaftsvermittlungsprogrammentwicklungsabteilung';

test.describe('what a student and a visitor see', () => {
  // Each test signs in and opens lazily loaded screens; a busy machine needs more than the defaults.
  test.describe.configure({ timeout: 180_000 });
  const slow = { timeout: 30_000 };
  test('a failed request shows an error with Retry, not an empty list, and Retry recovers', async ({ page }) => {
    await signIn(page, DEMO.student, DEMO_PASSWORD);
    await expectSignedInAt(page, '/student');
    // The subjects call fails (a server error) until the reader asks again.
    let failing = true;
    await page.route('**/api/getSubjectsByCur', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"status":false,"message":"Something went wrong"}',
          })
        : route.continue(),
    );
    await page.goto('/student/curriculum?curriculumCode=KKS-BSC-CS-2026');
    const alert = page.getByRole('alert').filter({ hasText: 'The subjects could not be loaded' });
    await expect(alert).toBeVisible(slow);
    await expect(page.getByText('No subject found')).toHaveCount(0);
    await reviewShot(page, 'student-curriculum-failed');

    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toHaveCount(0);
    // With the subjects back, the screen opens on the first topic that has chapters.
    await expect(page).toHaveURL(/subject=.+&topic=/, slow);
    await expect(page.getByRole('table')).toBeVisible(slow);
  });

  test('each page names its browser tab', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Sign in · Kaksha', slow);
    await page.goto('/register');
    await expect(page).toHaveTitle('Register · Kaksha', slow);
    await page.goto('/verification');
    await expect(page).toHaveTitle('Forgot your password? · Kaksha', slow);
    await page.goto('/not-found');
    await expect(page).toHaveTitle('Page not found · Kaksha', slow);

    await signIn(page, DEMO.student, DEMO_PASSWORD);
    await expectSignedInAt(page, '/student');
    await expect(page).toHaveTitle('Dashboard · Kaksha', slow);
    const nav = page.getByRole('navigation', { name: 'Student navigation' });
    for (const [link, title] of [
      ['Curriculum', 'Curriculum'],
      ['Assignments', 'Assignments'],
      ['My Queries', 'My Queries'],
      ['Sessions', 'Sessions'],
    ]) {
      await nav.getByRole('link', { name: link }).click();
      await expect(page).toHaveTitle(`${title} · Kaksha`, slow);
    }
    // Subscription is in the student's menu.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Subscription' }).click();
    await expect(page).toHaveURL(/\/student\/Subscription$/);
    await expect(page).toHaveTitle('Subscription · Kaksha', slow);
  });

  test('a long name wraps on a 390 px phone instead of widening the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.student, DEMO_PASSWORD);
    await expectSignedInAt(page, '/student');
    // The student's curricula come back with a very long name and one unbroken word in it.
    await page.route('**/api/getUserCurr/*', async (route) => {
      const answer = await (await route.fetch()).json();
      for (const c of answer.data) c.longName = `${LONG_WORD} ${c.longName} ${LONG_WORD}`;
      await route.fulfill({ json: answer });
    });
    await page.goto('/student/dashboard');
    const current = page.getByRole('region', { name: 'Current Curriculum' });
    await expect(current).toContainText(LONG_WORD, slow);
    expect(await scrollsSideways(page)).toBe(false);
    await reviewShot(page, 'student-dashboard-phone-long-name');

    await page.goto('/student/curriculum');
    await expect(page.getByRole('combobox', { name: 'Curriculum', exact: true })).toHaveValue(
      new RegExp(LONG_WORD),
      slow,
    );
    expect(await scrollsSideways(page)).toBe(false);

    await page.goto('/Subscription');
    await expect(page.getByRole('button', { name: 'BUY NOW' }).first()).toBeVisible(slow);
    expect(await scrollsSideways(page)).toBe(false);
  });

  test('the top bar fits from a tablet to a laptop: the navbar or its burger, never both cut', async ({ page }) => {
    await signIn(page, DEMO.student, DEMO_PASSWORD);
    await expectSignedInAt(page, '/student');
    const nav = page.getByRole('navigation', { name: 'Student navigation' });
    const burger = page.getByRole('button', { name: 'Toggle navigation' });
    for (const width of [1024, 1199, 1200, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible(slow);
      // Below 1200 px the burger stands in for the navbar; from 1200 px the whole navbar shows.
      await expect(width < 1200 ? burger : nav).toBeVisible();
      await expect(width < 1200 ? nav : burger).toBeHidden();
      const header = page.locator('header');
      expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth), `top bar at ${width} px`).toBe(true);
      expect(await scrollsSideways(page), `page at ${width} px`).toBe(false);
      // The logo keeps its one line (it was once squeezed into a column of letters), and the
      // navbar sits between it and the bell without touching either.
      const logo = await page.getByRole('link', { name: 'Kaksha home' }).boundingBox();
      const bell = await page.getByRole('button', { name: /^Notifications/ }).boundingBox();
      if (!logo || !bell) throw new Error(`logo or bell not laid out at ${width} px`);
      expect(logo.height).toBeLessThan(60);
      if (width >= 1200) {
        const bar = await nav.boundingBox();
        if (!bar) throw new Error(`navbar not laid out at ${width} px`);
        expect(logo.x + logo.width <= bar.x && bar.x + bar.width <= bell.x, `navbar at ${width} px`).toBe(true);
      }
    }
    await reviewShot(page, 'student-top-bar-1366');
  });
});

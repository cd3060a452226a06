import { expect, type Page, test } from '@playwright/test';
import { apiAsDemo } from './support/api.ts';
import { DEMO, DEMO_PASSWORD } from './support/constants.ts';
import { tabTo } from './support/keyboard.ts';

/*
 * Tasks done with the keyboard alone: no click, only Tab, the arrows, Enter, Space and Escape.
 */

test.describe.configure({ timeout: 180_000 });
const slow = { timeout: 30_000 };

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });

async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/');
  // A person presses Tab once the page shows: a Tab before the first render reaches nothing.
  await expect(page.getByRole('heading', { name: 'Sign in to Kaksha' })).toBeVisible();
  // The first Tab reaches Skip to content, shown while it has focus.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await tabTo(page, '[autocomplete="username"]');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
}

test('signing in, skipping to the content and using the top bar menus with the keyboard alone', async ({ page }) => {
  // A failed check puts focus on the field in error, so its message is read with it.
  await page.goto('/');
  await tabTo(page, 'button[type="submit"]');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();

  await signInByKeyboard(page, DEMO.student);
  await expect(page).toHaveURL(/\/student(\/|$)/, slow);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(slow);

  // Skip to content leads past the logo, the navigation and the bells.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // The user menu opens from the keyboard, holds focus in its items, and gives it back on Escape.
  const userMenu = page.getByRole('button', { name: /^User menu/ });
  await tabTo(page, '[aria-label^="User menu"]');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(userMenu).toBeFocused();

  // The notifications bell says its count in its name and opens the same way.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bell).toBeFocused();
  expect(await focusedName(page)).toMatch(/^Notifications/);
});

test('a student resolves a query and rates it with the keyboard: Tab to the stars, arrows, Send rating', async ({
  page,
  request,
}) => {
  const stamp = `Keyboard rating ${Date.now().toString(36)}`;
  const student = await apiAsDemo(request, DEMO.student2);
  const raised = await student<{ data: { chatID: string } }>('/queryInsert', {
    curriculumCode: 'KKS-BSC-CS-2026',
    subject: 'Mathematics',
    topic: 'Sets and Logic',
    chapter: 'Sets',
    messages: [{ message: `<p>${stamp}</p>` }],
  });
  await student('/queryUpdate', { chatID: raised.data.chatID, status: 2 });

  await signInByKeyboard(page, DEMO.student2);
  await expect(page).toHaveURL(/\/student(\/|$)/, slow);
  await page.goto('/student/my-queries/completed');
  const card = page.getByRole('article').filter({ hasText: stamp });
  await expect(card).toBeVisible(slow);
  await card.getByRole('button', { name: 'View' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  // Tab reaches the first star; Space chooses it, the arrows move the choice, each star focused shows a ring.
  await tabTo(page, 'input[type="radio"]');
  await page.keyboard.press('Space');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  const four = dialog.getByRole('radio', { name: '4 stars' });
  await expect(four).toBeChecked();
  await expect(four).toBeFocused();
  const ring = await four.evaluate((input) => getComputedStyle(input.parentElement as Element).outlineStyle);
  expect(ring).toBe('solid');

  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Send rating' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('img', { name: 'Rated 4 of 5 stars' })).toBeVisible(slow);

  // The dialog gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'View' })).toBeFocused();
});

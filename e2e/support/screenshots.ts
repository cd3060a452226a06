import path from 'node:path';
import type { Page } from '@playwright/test';

const readme = path.resolve(import.meta.dirname, '../../docs/screenshots');
const review = path.resolve(import.meta.dirname, '../.artifacts/screens');

// Mantine's toasts: each has a close button; the README pictures show the screen, not a toast over its top bar.
const TOAST = '.mantine-Notification-root';

/** Closes the toasts on screen and waits until they have left. */
async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator(TOAST);
  for (const close of await toasts.locator('button').all()) await close.click({ timeout: 2_000 }).catch(() => {});
  await toasts
    .first()
    .waitFor({ state: 'detached', timeout: 8_000 })
    .catch(() => {});
}

/** Saves a README screenshot, with no toast over the screen; the browser tests keep them current. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  await dismissToasts(page);
  await page.screenshot({ path: path.join(readme, `${name}.png`), fullPage: false });
}

/**
 * A whole-page picture of a screen's state (empty, errors, a phone) to look at after a run, in
 * e2e/.artifacts/screens; from the top, so the fixed top bar does not land mid-picture.
 */
export async function reviewShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(review, `${name}.png`), fullPage: true });
}

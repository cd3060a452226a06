import path from 'node:path';
import type { Page } from '@playwright/test';

const readme = path.resolve(import.meta.dirname, '../../docs/screenshots');
const review = path.resolve(import.meta.dirname, '../.artifacts/screens');

/** Saves a README screenshot; the browser tests keep them current. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
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

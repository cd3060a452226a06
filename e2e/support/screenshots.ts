import path from 'node:path';
import type { Page } from '@playwright/test';

const dir = path.resolve(import.meta.dirname, '../../docs/screenshots');

/** Saves a README screenshot; the browser tests keep them current. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

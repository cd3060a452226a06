import type { Page } from '@playwright/test';
import type { FoundViolation } from './axe.ts';

/** WCAG 1.4.10 Reflow: at 320 CSS px nothing needs sideways scrolling (a table may scroll in its box). */
export const REFLOW_WIDTH = { name: '320', width: 320, height: 640 } as const;

/**
 * What makes the page scroll sideways: the page wider than the window, with up to five elements
 * that reach past its right edge and are not inside a box that scrolls or clips on its own.
 * Empty when the page fits.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth + 1;
    if (root.scrollWidth <= limit) return [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}`
          : ''
      }`;
    const insideOwnBox = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow !== 'visible' && up.getBoundingClientRect().right <= limit) return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= limit || insideOwnBox(el)) continue;
      found.push(`${name(el)} reaches ${Math.round(box.right)} px`);
      if (found.length === 5) break;
    }
    return found.length > 0 ? found : [`the page is ${root.scrollWidth} px wide`];
  });
}

/** The page's text at 200 % (WCAG 1.4.4): every size in rem, as Kaksha's theme sets them, doubles. */
export const setTextSize = (page: Page, percent: number) =>
  page.evaluate((size) => {
    document.documentElement.style.fontSize = size === 100 ? '' : `${size}%`;
  }, percent);

/** A reflow finding in the scan's shape, so it fails the scan like an axe violation. */
export const reflowViolation = (rule: 'reflow-320' | 'resize-text-200', targets: string[]): FoundViolation => ({
  rule,
  impact: 'serious',
  help:
    rule === 'reflow-320'
      ? 'At 320 px wide the page scrolls sideways (WCAG 1.4.10 Reflow)'
      : 'At 200 % text size the page scrolls sideways (WCAG 1.4.4 Resize Text)',
  targets,
});

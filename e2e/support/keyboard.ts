import { expect, type Page } from '@playwright/test';

/*
 * The keys a keyboard user has: Tab, the arrows, Enter, Space, Escape and typing. Nothing here
 * clicks or sets focus by script; each helper fails when the keyboard cannot get there.
 */

/** Presses Tab until the focused element matches the selector; fails after `max` presses. */
export async function tabTo(page: Page, selector: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector} after ${max} presses`);
}

/** The focused element's accessible label: its <label>, aria-label, or aria-labelledby text, else its text. */
export const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el) return '';
    const labelled = el.getAttribute('aria-labelledby');
    const byId = labelled
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    return (el.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? byId ?? el.textContent ?? '').trim();
  });

/** Presses Tab until the focused control's label matches; fails after `max` presses. */
export async function tabToLabel(page: Page, label: RegExp, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (label.test(await focusedLabel(page))) return;
  }
  throw new Error(`Tab never reached a control labelled ${label} after ${max} presses`);
}

/** Tabs to a text field by its label and types into it. */
export async function typeInto(page: Page, label: RegExp, text: string): Promise<void> {
  await tabToLabel(page, label);
  await page.keyboard.type(text);
}

/**
 * Chooses an option of a select (a combobox) by keyboard: Tab to it, open it with ArrowDown,
 * move with ArrowDown until the highlighted option reads `option`, then Enter.
 */
export async function pickOption(page: Page, label: RegExp, option: string | RegExp, max = 80): Promise<void> {
  await tabToLabel(page, label);
  const matches = (text: string) => (typeof option === 'string' ? text.trim() === option : option.test(text));
  // A searchable select narrows its options to what is typed, as a keyboard user would do.
  const searchable = await page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.tagName === 'INPUT' && !el.readOnly;
  });
  if (searchable && typeof option === 'string') {
    await page.keyboard.press('Control+A');
    await page.keyboard.type(option);
  }
  await page.keyboard.press('ArrowDown');
  for (let i = 0; i < max; i++) {
    const highlighted = await page
      .locator('[role="option"][data-combobox-selected]')
      .first()
      .textContent({ timeout: 2_000 })
      .catch(() => '');
    if (highlighted && matches(highlighted)) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`The options of ${label} never reached ${option}`);
}

/**
 * Expects the focused element to show where focus is: an outline or a box shadow (buttons, links),
 * or, for a text field, a border of another colour than an unfocused field's.
 */
export async function expectFocusRing(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return false;
    const own = getComputedStyle(el);
    const parent = el.parentElement ? getComputedStyle(el.parentElement) : null;
    const shows = (s: CSSStyleDeclaration | null) =>
      !!s && ((s.outlineStyle !== 'none' && s.outlineWidth !== '0px') || s.boxShadow !== 'none');
    const other =
      el.tagName === 'INPUT'
        ? document.querySelector(`input[type="${(el as HTMLInputElement).type}"]:not(:focus)`)
        : null;
    const borderChanged = !!other && getComputedStyle(other).borderColor !== own.borderColor;
    return shows(own) || shows(parent) || borderChanged;
  });
  expect(ring, 'the focused control shows a focus ring').toBe(true);
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';

/** The two widths every screen is scanned at: a school laptop and a phone. */
export const WIDTHS = [
  { name: '1366', width: 1366, height: 768 },
  { name: '390', width: 390, height: 844 },
] as const;

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the scan enforces. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Rules axe still calls experimental but that test a WCAG A/AA success criterion (1.3.1 Info and
 * Relationships, 1.3.4 Orientation); a run by tags leaves them out, so they are named.
 */
const EXPERIMENTAL_WCAG_RULES = ['css-orientation-lock', 'p-as-heading', 'table-fake-caption', 'td-has-header'];

/**
 * Parts of the page Kaksha does not write and cannot change, with the rule set aside for each
 * and why. Only the named rule, and only inside `within`, is set aside: everything else there is
 * still checked.
 */
export const SET_ASIDE: readonly { rule: string; within: string; why: string }[] = [
  {
    rule: 'label-content-name-mismatch',
    within: '.fc-daygrid-day',
    why:
      "FullCalendar's month grid names each day cell by its date link (aria-labelledby, in its own markup) " +
      "while the cell also shows that day's events; the date and each event stay reachable and named.",
  },
];

export interface FoundViolation {
  rule: string;
  impact: string;
  help: string;
  /** CSS paths of the failing elements, as axe reports them. */
  targets: string[];
  /** axe's words on why each failed (sizes, colours, what covers it), so a rare failure can be read. */
  why?: string[];
}

/** What axe is asked: the WCAG A and AA rules, violations only. */
const AXE_OPTIONS = {
  runOnly: { type: 'tag' as const, values: WCAG_TAGS },
  rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((rule) => [rule, { enabled: true }])),
  // Only what fails is needed: leaving out the passes saves a large part of each scan.
  resultTypes: ['violations' as const],
};

/**
 * Runs axe on the page as it is; answers the violations left after the set-asides.
 *
 * A page without frames is checked by axe.run inside the page, with axe loaded into it once and
 * kept while the app moves between screens. AxeBuilder's own run, kept for pages with frames
 * (it checks inside each frame), loads axe anew on every call and finishes in a new tab: on a
 * busy 2-core machine 7 to 14 s a scan against 0.3 to 2.5 s, for the same rules on the same page.
 */
export async function scan(page: Page): Promise<FoundViolation[]> {
  const results = (await hasFrames(page)) ? await scanWithFrames(page) : await scanInPage(page);
  const found: FoundViolation[] = [];
  for (const violation of results) {
    const targets: string[] = [];
    const why: string[] = [];
    for (const node of violation.nodes) {
      const target = node.target.map(String).join(' >>> ');
      if (await isSetAside(page, violation.id, target)) continue;
      targets.push(target);
      why.push((node.failureSummary ?? '').replace(/\s+/g, ' ').trim());
    }
    if (targets.length) {
      found.push({ rule: violation.id, impact: violation.impact ?? 'unknown', help: violation.help, targets, why });
    }
  }
  return found;
}

const hasFrames = (page: Page) => page.evaluate(() => document.querySelector('iframe, frame') !== null);

async function scanWithFrames(page: Page): Promise<AxeResults['violations']> {
  const results = await new AxeBuilder({ page }).options(AXE_OPTIONS).analyze();
  return results.violations;
}

async function scanInPage(page: Page): Promise<AxeResults['violations']> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options).then((r) => r.violations),
    AXE_OPTIONS,
  );
}

async function isSetAside(page: Page, rule: string, target: string): Promise<boolean> {
  const places = SET_ASIDE.filter((entry) => entry.rule === rule).map((entry) => entry.within);
  if (!places.length || target.includes(' >>> ')) return false;
  return page.evaluate(
    ({ target, places }) => {
      const element = document.querySelector(target);
      return Boolean(element && places.some((within) => element.closest(within)));
    },
    { target, places },
  );
}

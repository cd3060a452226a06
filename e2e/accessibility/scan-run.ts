import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type FoundViolation, scan, WIDTHS } from './axe.ts';
import { REFLOW_WIDTH, reflowViolation, setTextSize, sidewaysOverflow } from './reflow.ts';
import { isScanned, type Role, type ScannedRow, type Scene, screens } from './screens.ts';

/** One page view scanned: a route in a state at a width, and what axe found there. */
export interface PageView {
  route: string;
  url: string;
  state: string;
  width: string;
  violations: FoundViolation[];
  /** How long the scan of this view took, to find the slow ones. */
  ms?: number;
}

/** Where each role's findings are written (A11Y_REPORT_DIR, e.g. to keep a run's beside another's). */
const report = process.env.A11Y_REPORT_DIR ?? path.resolve(import.meta.dirname, '../.artifacts/accessibility');

/** The route's pattern as a test of a path: parameters match one segment; case as the router ignores it. */
const routeMatcher = (route: string) =>
  new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/?#]+')}$`, 'i');

/**
 * Goes to an address inside the app without reloading it, as a link would: the app, its cache and
 * its live connection stay, so a screen costs its own rendering and not a fresh start. Public
 * pages are loaded afresh, as a visitor arrives at them: the sign-in page is served by a small
 * entry of its own, without the router.
 */
async function moveTo(page: Page, url: string, fresh: boolean): Promise<void> {
  if (fresh) {
    await page.goto(url);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** Waits until the screen has its main content and nothing on it is still loading. */
async function settle(page: Page): Promise<void> {
  await page.locator('main').first().waitFor({ timeout: 20_000 });
  await page.waitForFunction(
    () => {
      const busy = document.querySelectorAll(
        '.mantine-Skeleton-root, .mantine-Loader-root, [role="status"][aria-label="Loading"], [aria-busy="true"]',
      );
      return Array.from(busy).every((element) => (element as HTMLElement).offsetParent === null);
    },
    undefined,
    { timeout: 20_000 },
  );
  // Two frames, so a layout that follows a media query or a resize has been painted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Closes whatever a state opened (menus, dialogs), so the next screen starts clean. */
async function closeOverlays(page: Page): Promise<void> {
  for (let i = 0; i < 3 && (await page.locator('[role="dialog"], [role="menu"]').count()) > 0; i++) {
    await page.keyboard.press('Escape');
  }
}

const unreachable = (message: string): FoundViolation => ({
  rule: 'state-not-reached',
  impact: 'critical',
  help: message,
  targets: [],
});

/** Paths of the links on screen, for the routes with parameters that come later. */
const linksOnScreen = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('a[href]'), (a) => new URL((a as HTMLAnchorElement).href).pathname),
  );

/**
 * Scans every screen of a role in each of its states, at 1366 px and then, on the same page
 * made narrow, at 390 px; checks reflow at 200 % text and at 320 px on the same page too. The page is already signed in as the role (or signed out for public).
 * Answers every page view with its violations; also writes them to e2e/.artifacts/accessibility.
 */
export async function scanRole(page: Page, role: Role, openTestID: string): Promise<PageView[]> {
  const seen: string[] = [];
  const scene: Scene = {
    openTestID,
    linkTo(route) {
      const matcher = routeMatcher(route);
      const found = seen.find((link) => matcher.test(link));
      if (!found) throw new Error(`No screen scanned before ${route} links to it: give its row a url.`);
      return found;
    },
  };
  // A page that asks before it is left (a running test) is left without asking.
  page.on('dialog', (dialog) => void dialog.accept());
  const rows = screens.filter((row): row is ScannedRow => row.role === role && isScanned(row));
  const views: PageView[] = [];
  // Written after every screen, so a run stopped half-way still tells what it found. The folder is
  // made each time: another Playwright run started in this checkout empties e2e/.artifacts.
  const keep = () => {
    fs.mkdirSync(report, { recursive: true });
    fs.writeFileSync(path.join(report, `${role}.json`), JSON.stringify(views, null, 2));
  };
  for (const row of rows) {
    for (const state of row.states) {
      let url = row.route;
      try {
        url = row.url ? row.url(scene) : row.route.includes(':') ? scene.linkTo(row.route) : row.route;
        const view = { route: row.route, url, state: state.name };
        await page.setViewportSize(WIDTHS[0]);
        await moveTo(page, url, role === 'public' || row.fresh === true);
        await settle(page);
        seen.push(...(await linksOnScreen(page)));
        if (state.act) {
          await state.act(page);
          await settle(page);
        }
        // Widest first, then narrower: each state costs three resizes of the loaded page (1366,
        // 390, 320 px), each followed by a settle; the text at 200 % is checked while at 1366.
        views.push(await axeView(page, view, WIDTHS[0]));
        views.push(await overflowView(page, view, 'resize-text-200'));
        views.push(await axeView(page, view, WIDTHS[1]));
        views.push(await overflowView(page, view, 'reflow-320'));
        // Read again once the screen has been scanned: on a loaded machine a list can draw its
        // rows after the settle above, and a later screen's link would be missing (it happened).
        seen.push(...(await linksOnScreen(page)));
        await closeOverlays(page);
      } catch (error) {
        // A state the scan could not reach is a failure too; the scan goes on with the next one.
        const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
        views.push({ route: row.route, url, state: state.name, width: '-', violations: [unreachable(message)] });
        await page.goto(role === 'public' ? '/' : `/${role}`).catch(() => {});
      }
    }
    keep();
  }
  return views;
}

type ViewPlace = Pick<PageView, 'route' | 'url' | 'state'>;

/** Axe on the state at one of the two widths. */
async function axeView(page: Page, view: ViewPlace, width: (typeof WIDTHS)[number]): Promise<PageView> {
  await page.setViewportSize(width);
  await settle(page);
  const started = Date.now();
  const violations = await scan(page);
  return { ...view, width: width.name, violations, ms: Date.now() - started };
}

/**
 * The state must not scroll sideways (tables scroll in their own box) at 320 px, or at 1366 px
 * with the text at 200 %. Called at 1366 px for the text, which it sets back to 100 %.
 */
async function overflowView(page: Page, view: ViewPlace, rule: 'reflow-320' | 'resize-text-200'): Promise<PageView> {
  if (rule === 'reflow-320') await page.setViewportSize(REFLOW_WIDTH);
  else await setTextSize(page, 200);
  await settle(page);
  const overflow = await sidewaysOverflow(page);
  if (rule === 'resize-text-200') await setTextSize(page, 100);
  return {
    ...view,
    width: rule === 'reflow-320' ? REFLOW_WIDTH.name : '1366 at 200 % text',
    violations: overflow.length ? [reflowViolation(rule, overflow)] : [],
  };
}

/** A reader's summary: page views, failing ones, violations by rule and failing elements. */
export function summarise(role: Role, views: readonly PageView[]): string {
  const failing = views.filter((v) => v.violations.length > 0);
  // A state not reached counts as one failing element, so it cannot pass unseen.
  const elements = failing.reduce((n, v) => n + v.violations.reduce((m, x) => m + Math.max(x.targets.length, 1), 0), 0);
  const byRule = new Map<string, number>();
  for (const v of failing)
    for (const x of v.violations) byRule.set(x.rule, (byRule.get(x.rule) ?? 0) + Math.max(x.targets.length, 1));
  const routes = new Set(views.map((v) => v.route)).size;
  const states = new Set(views.map((v) => `${v.route} ${v.state}`)).size;
  const lines = [
    `${role}: ${routes} routes, ${states} route states, ${views.length} page views; ` +
      `${failing.length} failing, ${elements} failing elements`,
    ...[...byRule].map(([rule, n]) => `  ${rule}: ${n}`),
    ...failing.flatMap((v) =>
      v.violations.map(
        (x) =>
          `  ${v.url} [${v.state} @${v.width}] ${x.rule} (${x.impact}): ${x.targets.join(', ') || x.help}` +
          (x.why?.some(Boolean) ? `\n    why: ${x.why.join(' | ')}` : ''),
      ),
    ),
  ];
  return lines.join('\n');
}

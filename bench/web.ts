// `npm run bench:web`: the screens of a large school in a real browser. Starts the compiled server
// (as `npm start` and the browser tests do) on 127.0.0.1:BENCH_PORT against DATABASE_URL, a
// database filled by `npm run seed:large`, adds the sessions and the open test the screens need
// (web-seed.ts), and in headless Chromium measures BENCH_WEB_TRIES times (5):
//   - an admin's menu click to the first row of the student, question and video lists, and to the
//     calendar drawn with its sessions (the admin calendar, session administration), each from a
//     freshly loaded dashboard, as the first visit to that screen after signing in;
//   - a student's Start Test click to the test's first question answerable (in its own tab).
// Prints the median and the slowest try against the targets, with where the time went, and exits
// non-zero when a median misses its target. BENCH_WEB_PROFILE=dir traces every try of the menu
// screens, adds the main thread's CPU time to the table, and saves and sums up the last try's
// main-thread work (web-profile.ts).
import { type ChildProcess, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { BROWSER_LAUNCH } from '../e2e/support/chromium.ts';
import { signIn } from '../e2e/support/login.ts';
import { startServer, waitReady } from './bench-server.ts';
import { armClock, median, pageEpoch, readClock, type Timing } from './web-measure.ts';
import { startTrace, stopTrace } from './web-profile.ts';
import { ADMIN_EMAIL, LARGE_PASSWORD, seedWebBench, testStudentEmail, WEB_BENCH } from './web-seed.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'bench:web measures a large school on PostgreSQL: run `npm run seed:large` with DATABASE_URL, then this with the same DATABASE_URL',
  );
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3921);
const base = `http://127.0.0.1:${port}`;
const tries = Number(process.env.BENCH_WEB_TRIES ?? 5);
const profileDir = process.env.BENCH_WEB_PROFILE;
/** BENCH_WEB_ONLY=calendar: only the screens whose name holds that word ("test" for the test view). */
const only = process.env.BENCH_WEB_ONLY?.toLowerCase();
const wanted = (name: string) => !only || name.toLowerCase().includes(only);

/** A screen reached from the admin menu: the link's name and what shows it drawn. */
interface MenuScreen {
  name: string;
  link: string;
  targetMs: number;
  drawn: string;
  unless?: string;
}
const LIST_MS = 300;
const CALENDAR_MS = 500;
const firstRow = (list: string) => `table[aria-label="${list} list"] tbody tr td`;
const stillLoading = (list: string) => `table[aria-label="${list} list"] tbody .mantine-Skeleton-root`;
const SCREENS: MenuScreen[] = [
  {
    name: 'student list',
    link: 'Student',
    targetMs: LIST_MS,
    drawn: firstRow('Student'),
    unless: stillLoading('Student'),
  },
  {
    name: 'question list',
    link: 'Question Library',
    targetMs: LIST_MS,
    drawn: firstRow('Question Library'),
    unless: stillLoading('Question Library'),
  },
  { name: 'video list', link: 'Video', targetMs: LIST_MS, drawn: firstRow('Video'), unless: stillLoading('Video') },
  { name: 'admin calendar', link: 'Calender', targetMs: CALENDAR_MS, drawn: '.fc-event' },
  { name: 'session administration', link: 'Session', targetMs: CALENDAR_MS, drawn: 'main article' },
];

function startKaksha(dataDir: string): ChildProcess {
  // Built again only when the sources changed since the last build, as `npm start` does.
  for (const script of ['scripts/ensure-web-build.mjs', 'scripts/ensure-server-build.mjs']) {
    const built = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`${script} failed`);
  }
  return startServer({
    port,
    dataDir,
    compiled: true,
    env: {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
    },
  });
}

/** A signed-in page of its own (a context: its own session storage and cache). */
async function signedIn(browser: Browser, email: string, area: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signIn(page, email, LARGE_PASSWORD);
  await page.waitForURL(new RegExp(`${area}(/|$)`));
  return page;
}

/**
 * From a dashboard loaded afresh and settled, the menu click to the screen drawn. The click is
 * Playwright's: the pointer moves onto the link and presses at once, so whatever the link's hover
 * starts has a few ms' head start, not the fraction of a second a person's hand gives it.
 */
async function menuToScreen(page: Page, screen: MenuScreen, saveTrace: boolean): Promise<Timing> {
  await page.goto('/admin/dashboard');
  const link = page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', {
    name: screen.link,
    exact: true,
  });
  await link.waitFor();
  await page.waitForLoadState('networkidle');
  await armClock(page);
  const browser = page.context().browser();
  const tracing = profileDir && browser;
  if (tracing) await startTrace(browser, page);
  await link.click();
  const timing = await readClock(page, screen.drawn, screen.unless);
  if (tracing) timing.cpuMs = await stopTrace(browser, profileDir, screen.name, timing.ms, saveTrace);
  return timing;
}

/** The student's Start Test in the instructions to the first question answerable in the test's tab. */
async function startTestToAnswerable(browser: Browser, k: number, testID: string): Promise<Timing> {
  const page = await signedIn(browser, testStudentEmail(k), '/student');
  await page.goto('/student/assignments');
  await page.getByRole('region', { name: 'Ongoing' }).getByRole('link', { name: WEB_BENCH.testName }).click();
  await page.getByRole('button', { name: 'Start Test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Instructions' });
  await page.waitForLoadState('networkidle');
  const clicked = Date.now();
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('button', { name: 'Start Test' }).click(),
  ]);
  await tab.waitForURL(new RegExp(`/student/test-view/${testID}$`));
  const ready = await pageEpoch(tab, 'main button');
  await tab.getByRole('button', { name: 'Start', exact: true }).click();
  const answerable = await pageEpoch(tab, 'input[type="radio"]:not([disabled])');
  await page.context().close();
  // Only the Start click's wait inside the tab is the person's; it is a few ms here.
  return {
    ms: Math.round(answerable - clicked),
    firstApiAt: Math.round(ready - clicked),
    lastApiDoneAt: null,
    scripts: 0,
    lastScriptAt: null,
    longTaskMs: 0,
  };
}

interface Row {
  name: string;
  targetMs: number | null;
  timings: Timing[];
}

function report(rows: Row[]): boolean {
  let met = true;
  const of = (timings: Timing[], key: keyof Timing) => {
    const values = timings.map((t) => t[key]).filter((v): v is number => typeof v === 'number');
    return values.length ? median(values) : '-';
  };
  console.table(
    rows.map(({ name, targetMs, timings }) => {
      const ms = timings.map((t) => t.ms);
      const ok = targetMs === null || median(ms) <= targetMs;
      met &&= ok;
      return {
        screen: name,
        'median ms': median(ms),
        'max ms': Math.max(...ms),
        'target ms': targetMs ?? '-',
        met: targetMs === null ? '-' : ok ? 'yes' : 'NO',
        'first API at': of(timings, 'firstApiAt'),
        'last API in at': of(timings, 'lastApiDoneAt'),
        scripts: of(timings, 'scripts'),
        'last script at': of(timings, 'lastScriptAt'),
        'long tasks ms': of(timings, 'longTaskMs'),
        ...(profileDir ? { 'main-thread CPU ms': of(timings, 'cpuMs') } : {}),
      };
    }),
  );
  return met;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-web-bench-'));
let server: ChildProcess | undefined;
let browser: Browser | undefined;
try {
  const testID = await seedWebBench(databaseUrl, tries);
  server = startKaksha(dataDir);
  await waitReady(server, base);
  browser = await chromium.launch(BROWSER_LAUNCH);
  const admin = await signedIn(browser, ADMIN_EMAIL, '/admin');
  const rows: Row[] = [];
  for (const screen of SCREENS.filter((s) => wanted(s.name))) {
    const timings: Timing[] = [];
    for (let i = 0; i < tries; i++) {
      timings.push(await menuToScreen(admin, screen, i === tries - 1));
    }
    rows.push({ name: `${screen.name} (menu to drawn)`, targetMs: screen.targetMs, timings });
  }
  if (wanted('test view')) {
    const sittings: Timing[] = [];
    for (let k = 0; k < tries; k++) sittings.push(await startTestToAnswerable(browser, k, testID));
    rows.push({ name: 'test view (Start Test to answerable)', targetMs: null, timings: sittings });
  }

  console.log(
    `Kaksha screens bench: ${tries} tries each, ${base}, headless Chromium 1366 px, load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  const met = report(rows);
  console.log(
    'Columns after "target": medians in ms after the click, negative before it (on the link\'s hover); for the test view, "first API at" is the tab ready to start.',
  );
  process.exitCode = met ? 0 : 1;
} finally {
  await browser?.close();
  server?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

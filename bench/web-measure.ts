// The in-page clocks of `npm run bench:web`: when a click happened and when the screen was drawn,
// both read inside the page (performance.now), and what the page did in between (requests,
// script downloads, long tasks), so a slow screen says where its time went.
import type { Page } from 'playwright-core';

/** One try: the time to the screen drawn, and where it went (ms after the click). */
export interface Timing {
  ms: number;
  /**
   * The first API request sent since the clock was armed: negative when it left before the click
   * (asked for when the pointer reached the link); after the click, the screen's code was being
   * fetched and run before it.
   */
  firstApiAt: number | null;
  /** The last API answer in before the screen was drawn. */
  lastApiDoneAt: number | null;
  /** Scripts fetched since the clock was armed (a preload on the link's hover too), and when the last arrived. */
  scripts: number;
  lastScriptAt: number | null;
  /** The main thread's long tasks (over 50 ms) between the click and the drawing, in all. */
  longTaskMs: number;
  /** The main thread's CPU time over the try, from its trace (BENCH_WEB_PROFILE only). */
  cpuMs?: number | null;
}

/**
 * Starts watching the page: a capture-phase click listener notes the click; long tasks are
 * counted, and requests are noted from now on (those a pointer on the link starts, before the click).
 */
export async function armClock(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as {
      __bench: { armed: number; click: number | null; longTasks: PerformanceEntry[] };
    };
    w.__bench = { armed: performance.now(), click: null, longTasks: [] };
    document.addEventListener('click', () => (w.__bench.click ??= performance.now()), { capture: true, once: true });
    new PerformanceObserver((list) => w.__bench.longTasks.push(...list.getEntries())).observe({ type: 'longtask' });
  });
}

/**
 * Waits, checking every frame, until `drawn` holds in the page (a CSS selector that must match,
 * and must not match `unless`), then reads the clock and what happened since the click.
 */
export async function readClock(page: Page, drawn: string, unless?: string): Promise<Timing> {
  const handle = await page.waitForFunction(
    ({ drawn, unless }) => {
      if (!document.querySelector(drawn) || (unless && document.querySelector(unless))) return false;
      const at = performance.now();
      const w = window as unknown as {
        __bench: { armed: number; click: number | null; longTasks: PerformanceEntry[] };
      };
      const click = w.__bench.click ?? at;
      const since = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (r) => r.startTime >= w.__bench.armed && r.responseEnd <= at,
      );
      const api = since.filter((r) => new URL(r.name).pathname.startsWith('/api/'));
      const scripts = since.filter((r) => r.initiatorType === 'script' || /\.js$/.test(new URL(r.name).pathname));
      // No named helper functions in here: the bench's loader would wrap them in a helper the page lacks.
      return {
        ms: Math.round(at - click),
        firstApiAt: api.length ? Math.round(Math.min(...api.map((r) => r.startTime)) - click) : null,
        lastApiDoneAt: api.length ? Math.round(Math.max(...api.map((r) => r.responseEnd)) - click) : null,
        scripts: scripts.length,
        lastScriptAt: scripts.length ? Math.round(Math.max(...scripts.map((r) => r.responseEnd)) - click) : null,
        longTaskMs: Math.round(
          w.__bench.longTasks.filter((t) => t.startTime >= click).reduce((sum, t) => sum + t.duration, 0),
        ),
      };
    },
    { drawn, unless },
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as Timing;
}

/** The time of day (ms since the epoch) as the page sees it, for clocks that span two tabs. */
export async function pageEpoch(page: Page, drawn: string): Promise<number> {
  const handle = await page.waitForFunction(
    (drawn) => (document.querySelector(drawn) ? performance.timeOrigin + performance.now() : false),
    drawn,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

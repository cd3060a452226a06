// BENCH_WEB_PROFILE=dir: a Chrome trace of every try of each menu screen, the last saved as
// dir/<screen>.json (open it in the DevTools Performance panel), and summed up here: how long the
// page's main thread was busy between the click and the screen drawn, and on what (script, style,
// layout, paint, garbage collection). What is left of the wait was network or other processes.
// The main thread's CPU time (the tasks' thread time) is kept for every try: on a loaded machine
// the busy time stretches with every other process, the CPU time much less, so two builds are
// best compared by it.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread time: what the thread itself ran, without the time it waited for a CPU. */
  tdur?: number;
  args?: { name?: string };
}

/** The main-thread work a trace names, grouped as the DevTools summary groups it. */
const KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  ParseHTML: 'parse',
  MinorGC: 'gc',
  MajorGC: 'gc',
};

export async function startTrace(browser: Browser, page: Page): Promise<void> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'disabled-by-default-v8.gc'],
  });
}

/**
 * Stops the trace and answers the main thread's CPU time in ms (null when the trace has no main
 * thread). With `save`, also saves the trace and prints the busy time by kind.
 */
export async function stopTrace(
  browser: Browser,
  dir: string,
  name: string,
  windowMs: number,
  save: boolean,
): Promise<number | null> {
  const buffer = await browser.stopTracing();
  const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return null;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur);
  // Only the outermost event of each kind counts, so a layout inside a script is counted once.
  const busy: Record<string, number> = {};
  let cpu = 0;
  let openUntil: Record<string, number> = {};
  for (const e of onMain.sort((a, b) => a.ts - b.ts)) {
    const kind = e.name === 'RunTask' ? 'tasks' : KINDS[e.name];
    if (!kind || (openUntil[kind] ?? 0) > e.ts) continue;
    openUntil = { ...openUntil, [kind]: e.ts + (e.dur ?? 0) };
    busy[kind] = (busy[kind] ?? 0) + (e.dur ?? 0) / 1000;
    if (kind === 'tasks') cpu += (e.tdur ?? 0) / 1000;
  }
  if (!save) return Math.round(cpu);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name.replace(/\W+/g, '-')}.json`), buffer);
  const parts = Object.entries(busy)
    .filter(([kind]) => kind !== 'tasks')
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${Math.round(ms)}`);
  console.log(
    `${name}: ${windowMs} ms, main thread busy ${Math.round(busy.tasks ?? 0)} ms (${parts.join(', ')}), CPU ${Math.round(cpu)} ms, trace in ${dir}`,
  );
  return Math.round(cpu);
}

// Bundle budgets (DESIGN §7): the JavaScript the login page loads <= 100 KB gzip; the app shell
// every other address loads (router, providers, Mantine's base, the contracts) <= 120 KB; each area
// (its lazy chunk plus every chunk it imports, beyond the entry and the shell) <= 250 KB gzip.
// Run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const ENTRY_BUDGET = 100 * 1024;
const SHELL_BUDGET = 120 * 1024;
const AREA_BUDGET = 250 * 1024;
const manifestPath = path.join(dist, '.vite/manifest.json');

if (!fs.existsSync(manifestPath)) {
  console.error('No web build found: run `npm run build` first.');
  process.exit(1);
}
/** @type {Record<string, {file: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], name?: string}>} */
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** A chunk and everything it imports statically: what the browser must load before it runs. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const weigh = (keys) => [...keys].reduce((sum, k) => sum + gz(manifest[k].file), 0);

let failed = false;
const total = [];
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
const entrySize = weigh(entry);
failed ||= entrySize > ENTRY_BUDGET;
console.log(`login entry JS: ${kb(entrySize)} gzip (budget ${kb(ENTRY_BUDGET)}), ${entry.size} file(s)`);

// The sign-in page renders without Mantine's provider; every other address first loads the full app.
const shellKey = Object.keys(manifest).find((k) => k.endsWith('app/full-app.tsx'));
const shell = new Set([...closure(shellKey)].filter((k) => !entry.has(k)));
const shellSize = weigh(shell);
failed ||= shellSize > SHELL_BUDGET;
console.log(`app shell JS: ${kb(shellSize)} gzip (budget ${kb(SHELL_BUDGET)}), ${shell.size} file(s)`);

for (const key of Object.keys(manifest).filter((k) => /areas\/\w+\/\w+-area\.tsx$/.test(k))) {
  // What an area adds on top of what the page already has loaded (the entry and the shell).
  const own = [...closure(key)].filter((k) => !entry.has(k) && !shell.has(k));
  const size = weigh(own);
  const over = size > AREA_BUDGET;
  failed ||= over;
  console.log(`${over ? 'OVER' : 'ok  '} ${path.basename(key, '.tsx')}: ${kb(size)} gzip (budget ${kb(AREA_BUDGET)})`);
  total.push(`${path.basename(key, '.tsx')} ${kb(entrySize + shellSize + size)}`);
}
console.log(`a full load of each area (entry + shell + area): ${total.join(', ')}`);
if (failed) {
  console.error('Bundle budget exceeded.');
  process.exit(1);
}

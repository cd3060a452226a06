// Bundle budgets (DESIGN §7): the JavaScript the login page loads <= 100 KB gzip;
// every lazily loaded chunk (each area) <= 250 KB gzip. Run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const ENTRY_BUDGET = 100 * 1024;
const CHUNK_BUDGET = 250 * 1024;

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('No web build found: run `npm run build` first.');
  process.exit(1);
}
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// The entry script and the chunks it preloads are what the login page needs before it can render.
const entryFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const entryTotal = entryFiles.reduce((sum, f) => sum + gz(f), 0);
const lazyFiles = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`)
  .filter((f) => !entryFiles.includes(f));

let failed = false;
console.log(`login entry JS: ${kb(entryTotal)} gzip (budget ${kb(ENTRY_BUDGET)}) in ${entryFiles.length} file(s)`);
if (entryTotal > ENTRY_BUDGET) failed = true;
for (const f of lazyFiles) {
  const size = gz(f);
  const over = size > CHUNK_BUDGET;
  if (over) failed = true;
  if (over || size > 20 * 1024) console.log(`  ${over ? 'OVER' : 'ok  '} ${path.basename(f)}: ${kb(size)}`);
}
console.log(`${lazyFiles.length} lazy chunks checked (budget ${kb(CHUNK_BUDGET)} each)`);
if (failed) {
  console.error('Bundle budget exceeded.');
  process.exit(1);
}

// Builds the web app when there is no build yet or the sources changed since the last one,
// so `npm start` on a fresh checkout serves the real product.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src'];

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(full).map((name) => newestMtime(path.join(p, name))));
}

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
if (builtAt && Math.max(...sources.map(newestMtime)) <= builtAt) process.exit(0);

console.log(builtAt ? 'Web sources changed: rebuilding the web app...' : 'Building the web app (first start only)...');
const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--silent'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);

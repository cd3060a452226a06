// Shared by ensure-web-build.mjs and ensure-server-build.mjs: runs a build when there is no build
// yet or any of its sources changed since the last one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(full).map((name) => newestMtime(path.join(p, name))));
}

/**
 * `built`: the file the build writes last; `sources`: the files and folders it is made from;
 * `command`: the build, as [program, ...args]. Exits the process with the build's status.
 */
export function buildIfStale({ name, built, sources, command }) {
  const builtFile = path.join(root, built);
  const builtAt = fs.existsSync(builtFile) ? fs.statSync(builtFile).mtimeMs : 0;
  if (builtAt && Math.max(...sources.map(newestMtime)) <= builtAt) process.exit(0);
  console.log(
    builtAt ? `${name} sources changed: rebuilding...` : `Building the ${name.toLowerCase()} (first start only)...`,
  );
  const [program, ...args] = command;
  const result = spawnSync(program, args, { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

// Shared by ensure-web-build.mjs and ensure-server-build.mjs: runs a build when there is no build
// yet or what the build reads has changed since the last one. "Changed" is decided by a hash of
// the files' paths and contents, not their times: a checkout, a copy or an `npm install` that
// rewrites files without changing them rebuilds nothing, and a changed lockfile or package.json
// rebuilds even when its time is older than the build.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Folders a build never reads, and test files, which no entry point imports. */
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', '.artifacts']);
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function hashInto(hash, relative) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) {
    hash.update(`missing:${relative}\0`);
    return;
  }
  if (fs.statSync(full).isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) {
      if (SKIPPED_DIRECTORIES.has(name) || isTestFile(name)) continue;
      hashInto(hash, path.posix.join(relative, name));
    }
    return;
  }
  hash.update(`file:${relative}\0`);
  hash.update(fs.readFileSync(full));
  hash.update('\0');
}

/** The hash of everything in `sources` (files and folders, relative to the repository root). */
export function sourcesHash(sources) {
  const hash = crypto.createHash('sha256');
  for (const source of sources) hashInto(hash, source);
  return hash.digest('hex');
}

/**
 * `built`: the file the build writes last; `sources`: the files and folders it is made from;
 * `command`: the build, as [program, ...args]. The sources' hash is kept after a build that
 * succeeded. Exits the process with the build's status.
 */
export function buildIfStale({ name, built, sources, command }) {
  const builtFile = path.join(root, built);
  // Kept outside the build's folder, which is served, and outside git.
  const stampFile = path.join(root, 'node_modules/.cache/kaksha-builds', `${built.replaceAll('/', '_')}.hash`);
  const hash = sourcesHash(sources);
  const hasBuild = fs.existsSync(builtFile);
  const lastHash = hasBuild && fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
  if (lastHash === hash) process.exit(0);
  console.log(
    hasBuild ? `${name} sources changed: rebuilding...` : `Building the ${name.toLowerCase()} (first start only)...`,
  );
  const [program, ...args] = command;
  const result = spawnSync(program, args, { cwd: root, stdio: 'inherit' });
  if (result.status === 0) {
    fs.mkdirSync(path.dirname(stampFile), { recursive: true });
    fs.writeFileSync(stampFile, `${hash}\n`);
  }
  process.exit(result.status ?? 1);
}

/** What every build reads besides its own folder: the installed versions and the shared contracts. */
export const SHARED_SOURCES = [
  'package.json',
  'package-lock.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
];

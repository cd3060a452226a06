// `npm run typecheck`: each TypeScript project checked by its own tsc, as many at once as the
// machine has cores (tsc uses one), the largest first. Prints each project's errors together and
// fails when any project does.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
// Largest first, so the longest check does not start last.
const projects = ['apps/web', 'apps/server', 'e2e', 'packages/contracts'];
const slots = Math.max(1, os.availableParallelism());

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const queue = [...projects];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(slots, queue.length) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
  }),
);
for (const { project, code, output } of results) {
  console.log(`${code === 0 ? 'ok' : 'FAILED'}: tsc -p ${project}`);
  if (output.trim()) console.log(output.trimEnd());
}
process.exitCode = results.some((r) => r.code !== 0) ? 1 : 0;

// The server a bench starts itself, on 127.0.0.1, and the wait for it to answer: its /readyz, or
// the bench stops when the process exits or the wait runs out.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface BenchServer {
  port: number | string;
  dataDir: string;
  /** The bench's own settings (database, secret, log level, admin...), over production's defaults. */
  env: Record<string, string | undefined>;
  /**
   * The compiled server, as `npm start` runs it (the default: what a school runs is what is
   * measured); false, or BENCH_SERVER=sources, runs the sources through tsx, the development loader.
   */
  compiled?: boolean;
  /** Flags for the server's node (a profiler's, say). */
  nodeArgs?: string[];
}

let built = false;
/** Builds the server when its sources changed since the last build, as `npm start` does; once a run. */
function ensureServerBuild(): void {
  if (built) return;
  const result = spawnSync(process.execPath, ['scripts/ensure-server-build.mjs'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('scripts/ensure-server-build.mjs failed');
  built = true;
}

/** Starts Kaksha in production mode on 127.0.0.1; its standard output is dropped, its errors shown. */
export function startServer(s: BenchServer): ChildProcess {
  const compiled = s.compiled ?? process.env.BENCH_SERVER !== 'sources';
  if (compiled) ensureServerBuild();
  // The same command line as `npm start` (package.json), or the sources through tsx.
  const entry = compiled
    ? ['--enable-source-maps', 'apps/server/dist/main.js']
    : ['--import', 'tsx', 'apps/server/src/main.ts'];
  return spawn(process.execPath, [...(s.nodeArgs ?? []), ...entry], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(s.port),
      DATA_DIR: s.dataDir,
      NODE_ENV: 'production',
      ...s.env,
    },
  });
}

/** Polls `${base}/readyz` every half second, `tries` times (240: two minutes). */
export async function waitReady(child: ChildProcess, base: string, tries = 240): Promise<void> {
  // Called as the child is spawned, long before it can listen: an answer now comes from another
  // server left on the port (a bench stopped halfway), which would be measured in its place.
  if (
    await fetch(`${base}/readyz`).then(
      () => true,
      () => false,
    )
  ) {
    child.kill('SIGTERM');
    throw new Error(`something already answers at ${base}: stop it, or give the bench another port`);
  }
  for (let i = 0; i < tries; i++) {
    if (child.exitCode !== null) throw new Error(`the server for ${base} exited during start-up`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server for ${base} did not become ready`);
}

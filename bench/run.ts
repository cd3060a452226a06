import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer, waitReady } from './bench-server.ts';
import { LIST_CASES, measureList } from './lists.ts';
import { cpuMeter } from './process-cpu.ts';

const port = Number(process.env.BENCH_PORT ?? 3900);
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'bench.admin@kaksha.test', password: 'Bench-Admin-Pass1!' };
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

function measure(title: string, url: string, headers: Record<string, string> = {}) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ title, url, connections, duration, headers }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-bench-'));
const server = startServer({
  nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean),
  port,
  dataDir,
  env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'error' },
});

try {
  await waitReady(server, base);
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { token } = (await login.json()) as { token: string };
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const databaseName = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL).pathname.slice(1) : '';
  console.log(`Kaksha bench: ${connections} connections, ${duration} s each, database ${database}`);
  const bare = await measure('bare route GET /healthz', `${base}/healthz`);
  const authed = await measure('GET /api/whoami (token + sign-in check)', `${base}/api/whoami`, {
    'x-access-token': token,
  });
  const rows = [bare, authed].map((r) => ({
    route: r.title,
    'req/s': Math.round(r.requests.average),
    'p99 ms': r.latency.p99,
    errors: r.errors + r.non2xx,
  }));
  console.table(rows);
  const ratio = authed.requests.average / bare.requests.average;
  console.log(`ratio: whoami serves ${(ratio * 100).toFixed(1)}% of the bare route's throughput`);
  console.log(`p99 ratio: ${(authed.latency.p99 / Math.max(1, bare.latency.p99)).toFixed(1)}x the bare route's p99`);
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;

  // Admin lists at 20 concurrent admins (BENCH_LISTS=0 skips; target p99 <= 100 ms on PostgreSQL):
  // first flat out (each admin sends the next request as soon as the last is answered: the
  // server saturated), then at a person's pace (BENCH_LIST_PACE requests a second per admin).
  if (process.env.BENCH_LISTS !== '0') {
    const listSeconds = Number(process.env.BENCH_LIST_SECONDS ?? 5);
    const admins = Number(process.env.BENCH_LIST_CONNECTIONS ?? 20);
    const pace = Number(process.env.BENCH_LIST_PACE ?? 2);
    const passes: [string, number | undefined][] = [
      ['flat out', undefined],
      [`${pace} requests a second each`, pace],
    ];
    for (const [name, perAdmin] of passes) {
      console.log(
        `\nAdmin lists: ${admins} admins, ${name}, ${listSeconds} s each (npm run seed:large fills the school)`,
      );
      const listRows = [];
      // BENCH_LIST_ONLY=word measures only the cases whose title holds that word.
      const only = process.env.BENCH_LIST_ONLY;
      for (const c of LIST_CASES.filter((c) => !only || c.title.includes(only))) {
        // CPU a request, the figure a busy machine disturbs least (PostgreSQL's only where it runs here).
        const meter = cpuMeter(server.pid ? [server.pid] : [], databaseName);
        const r = await measureList(base, token, c, admins, listSeconds, perAdmin);
        const cpu = meter.stop();
        const perRequest = (cores: number) => ((cores * 1000) / Math.max(1, r.requests.average)).toFixed(2);
        listRows.push({
          list: c.title,
          'req/s': Math.round(r.requests.average),
          'p50 ms': r.latency.p50,
          'p99 ms': r.latency.p99,
          'x bare req/s': (r.requests.average / bare.requests.average).toFixed(3),
          'server CPU ms/req': perRequest(cpu.serverCores),
          'PG CPU ms/req': perRequest(cpu.databaseCores),
          errors: r.errors + r.non2xx,
        });
      }
      console.table(listRows);
      const worst = Math.max(...listRows.map((r) => r['p99 ms']));
      console.log(`worst list p99 (${name}): ${worst} ms (target <= 100 ms on PostgreSQL)`);
      if (listRows.some((r) => r.errors > 0)) process.exitCode = 1;
    }
  }
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// `npm run bench:import` (DATABASE_URL set to a PostgreSQL server): imports 5,000 students from a
// CSV through the real server and times it, then starts a second import of 5,000, kills the
// server (SIGKILL) halfway through and checks, after a restart, that none of that file's students
// exists and that the run reads as stopped. Uses a database of its own, dropped at the end.
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STUDENT_IMPORT_COLUMNS } from '@kaksha/contracts/student-import';
import pg from 'pg';
import { startServer, waitReady } from './bench-server.ts';

const port = Number(process.env.BENCH_PORT ?? 3910);
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'bench.admin@kaksha.test', password: 'Bench-Admin-Pass1!' };
const students = Number(process.env.BENCH_STUDENTS ?? 5000);
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server: the import is measured on PostgreSQL');

const name = `kaksha_bench_import_${crypto.randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-bench-import-'));

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

async function countStudents(domain: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query('select count(*)::int as n from users where email like $1', [`%@${domain}`]);
  await client.end();
  return rows[0].n;
}

function startKaksha(): ChildProcess {
  return startServer({
    port,
    dataDir,
    env: {
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOAD_DEMO: 'true',
      LOG_LEVEL: 'error',
    },
  });
}

async function signIn(): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  return { 'x-access-token': ((await res.json()) as { token: string }).token };
}

/** A class list of `count` valid students whose e-mails end in `@domain`. */
function classList(domain: string, count: number): Buffer {
  const row = (i: number) =>
    [
      `Student${i}`,
      '',
      'Bench',
      `s${i}@${domain}`,
      '98450 12345',
      i % 2 ? 'Male' : 'Female',
      '09/03/2008',
      `${i} Lake Road`,
      'India',
      'Karnataka',
      'Bengaluru',
      '560001',
      'KKS-BSC-CS-2026',
      'Parent',
      '',
      'Bench',
      '',
      '',
      '',
    ].join(',');
  const lines = [STUDENT_IMPORT_COLUMNS.join(','), ...Array.from({ length: count }, (_, i) => row(i + 1))];
  return Buffer.from(lines.join('\r\n'));
}

async function upload(path: string, headers: Record<string, string>, file: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'students.csv');
  const res = await fetch(`${base}/api${path}`, { method: 'POST', headers, body: form });
  const body = (await res.json()) as { status: boolean; message?: string; data: Record<string, unknown> };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${body.message}`);
  return body.data;
}

async function run(headers: Record<string, string>, importID: string) {
  const res = await fetch(`${base}/api/getStudentImport`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ importID }),
  });
  return ((await res.json()) as { data: { status: string; done: number; total: number; message: string } }).data;
}

await onServer(`create database ${name}`);
let server = startKaksha();
try {
  await waitReady(server, base, 480);
  let headers = await signIn();
  console.log(`Student import bench: ${students} students, PostgreSQL`);

  const file = classList('bench-one.test', students);
  let started = performance.now();
  const preview = await upload('/previewStudentImport', headers, file);
  const previewMs = performance.now() - started;
  started = performance.now();
  const begun = await upload('/importStudents', headers, file);
  let outcome = await run(headers, String(begun.importID));
  while (outcome.status === 'running') {
    await new Promise((r) => setTimeout(r, 100));
    outcome = await run(headers, String(begun.importID));
  }
  const importMs = performance.now() - started;
  const saved = await countStudents('bench-one.test');
  console.table([
    {
      step: `preview (check ${preview.total} rows)`,
      seconds: (previewMs / 1000).toFixed(1),
      result: `${preview.valid} valid`,
    },
    {
      step: 'import (upload, check, save, commit)',
      seconds: (importMs / 1000).toFixed(1),
      result: `${outcome.status}, ${saved} saved`,
    },
  ]);
  if (outcome.status !== 'done' || saved !== students) process.exitCode = 1;

  // Stopped midway: SIGKILL once about half the students are prepared, then restart.
  const second = await upload('/importStudents', headers, classList('bench-two.test', students));
  let progress = await run(headers, String(second.importID));
  while (progress.status === 'running' && progress.done < students / 2) {
    await new Promise((r) => setTimeout(r, 20));
    progress = await run(headers, String(second.importID));
  }
  server.kill('SIGKILL');
  await new Promise((r) => server.once('exit', r));
  console.log(`killed the server with ${progress.done} of ${students} students prepared (${progress.status})`);
  server = startKaksha();
  await waitReady(server, base, 480);
  headers = await signIn();
  const after = await run(headers, String(second.importID));
  const left = await countStudents('bench-two.test');
  console.log(
    `after the restart: ${left} students of the stopped file exist; the run reads "${after.status}: ${after.message}"`,
  );
  if (left !== 0 || after.status !== 'failed' || progress.status !== 'running') process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r(null)));
  await onServer(`drop database if exists ${name} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

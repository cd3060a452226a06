import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../create-deps.ts';
import { type Database, openPglite, openPostgres, type SqlRunner } from '../../db/client.ts';
import { DEMO_PASSWORD, loadDemoSchool } from '../../seed/demo-school.ts';
import { ensureFirstAdmin } from '../../seed/first-admin.ts';
import { ensureBuiltInRoles } from '../../seed/roles.ts';
import { startInstance } from '../../start-instance.ts';
import { type LocalS3, startLocalS3 } from '../../test/local-s3.ts';
import { testConfig } from '../../test/test-app.ts';
import { createScratchDatabase } from '../../test/test-db.ts';
import { MoveRefused } from './copy-tables.ts';
import { listUploads } from './copy-uploads.ts';
import { moveSchool } from './move-school.ts';
import { setExactText } from './table-checksums.ts';

/** Every file under `dir` with its SHA-256: the embedded data must read the same after a move. */
function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return out;
}

/** The tables of the school (every schema but the system's and the migrator's), by name. */
const tableNames = async (run: SqlRunner) =>
  (
    await run<{ name: string }>(`
      select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema', 'drizzle')
      order by 1`)
  ).map((r) => r.name);

const rowsOf = async (run: SqlRunner, table: string) =>
  (await run<{ r: string }>(`select t::text as r from ${table} t order by 1`)).map((x) => x.r);

/**
 * The case: a school on the embedded database (the demo school, with its uploads) moves
 * to an empty PostgreSQL database and a bucket in one call; every table and every file is then
 * compared here, independently of the move's own checks, and the server runs on the result.
 */
describe.runIf(process.env.DATABASE_URL)('moving the demo school to PostgreSQL and a bucket', () => {
  const serverUrl = process.env.DATABASE_URL ?? '';
  let dataDir: string;
  let s3: LocalS3;
  const scratches: { url: string; drop(): Promise<void> }[] = [];
  const scratch = async () => {
    const created = await createScratchDatabase(serverUrl);
    scratches.push(created);
    return created.url;
  };
  let targetUrl: string;
  const lines: string[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-move-school-'));
    const embedded = await openPglite(path.join(dataDir, 'pglite'));
    await embedded.migrate();
    await ensureBuiltInRoles(embedded.db);
    const uploads = testConfig({ DATA_DIR: dataDir });
    await loadDemoSchool(embedded.db, createStorage(uploads), { timeZone: 'Asia/Kolkata' });
    await ensureFirstAdmin(embedded.db, { email: 'admin@kaksha.local', password: 'Admin-Pass-123!' });
    await embedded.close();
    s3 = await startLocalS3();
    targetUrl = await scratch();
  }, 240_000);
  afterAll(async () => {
    for (const s of scratches) await s.drop();
    await s3?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every table and upload, and leaves the embedded data as it was', async () => {
    const before = fingerprint(dataDir);
    const result = await moveSchool({
      dataDir,
      targetUrl,
      bucket: createStorage(testConfig(s3.env)),
      report: (line) => lines.push(line),
    });
    expect(fingerprint(dataDir)).toEqual(before);
    expect(lines.join('\n')).toMatch(/Copying \d+ tables/);
    expect(lines.join('\n')).toMatch(/Reading every upload back/);

    const embedded = await openPglite(path.join(dataDir, 'pglite'));
    const target = await openPostgres(targetUrl, 2, () => {});
    try {
      await embedded.withConnection((from) =>
        target.withConnection(async (to) => {
          await setExactText(from);
          await setExactText(to);
          const tables = await tableNames(from);
          expect(await tableNames(to)).toEqual(tables);
          expect(result.database.tables.map((t) => t.table.replaceAll('"', '')).sort()).toEqual(tables.sort());
          for (const table of tables) expect(await rowsOf(to, table), table).toEqual(await rowsOf(from, table));
          // The demo school fills the main tables; an empty copy of empty tables would prove little.
          for (const table of ['public.users', 'public.curricula', 'public.questions', 'public.videos']) {
            expect((await rowsOf(to, table)).length, table).toBeGreaterThan(0);
          }
          const sequences = `select sequencename as s, last_value::text as v from pg_sequences
                             where schemaname = 'public' order by 1`;
          expect(await to(sequences)).toEqual(await from(sequences));
        }),
      );
    } finally {
      await embedded.close();
      await target.close();
    }

    const { uploads } = await listUploads(path.join(dataDir, 'uploads'));
    expect(uploads.length).toBeGreaterThan(0);
    expect(result.uploads?.files).toBe(uploads.length);
    const bucket = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    for (const upload of uploads) {
      const stored = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: upload.key }));
      const bytes = Buffer.from((await stored.Body?.transformToByteArray()) ?? []);
      expect(bytes.equals(fs.readFileSync(upload.file)), upload.key).toBe(true);
    }
    bucket.destroy();
  }, 240_000);

  it('serves the moved school: the demo accounts sign in and files come from the bucket', async () => {
    const config = testConfig({ ...s3.env, DATABASE_URL: targetUrl });
    const instance = await startInstance(config, { logger: false });
    try {
      expect(instance.migration.applied).toBe(0);
      const login = await instance.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'student1@demo.kaksha.local', password: DEMO_PASSWORD },
      });
      expect(login.statusCode, login.body).toBe(200);
      const { uploads } = await listUploads(path.join(dataDir, 'uploads'));
      const file = uploads.find((u) => u.key.startsWith('videos/')) ?? uploads[0];
      const url = instance.created.deps.fileUrls.urlFor(file?.key ?? '');
      const served = await instance.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(fs.readFileSync(file?.file ?? ''))).toBe(true);
    } finally {
      await instance.app.close();
      await instance.created.close();
      await instance.database.close();
    }
  }, 120_000);

  it('refuses a target that has rows, and changes nothing in it', async () => {
    const countUsers = async () => {
      const target: Database = await openPostgres(targetUrl, 1, () => {});
      try {
        return await target.withConnection((run) => run<{ n: number }>('select count(*)::int as n from users'));
      } finally {
        await target.close();
      }
    };
    const before = await countUsers();
    const again = moveSchool({ dataDir, targetUrl, report: () => {} });
    await expect(again).rejects.toThrow(MoveRefused);
    await expect(again).rejects.toThrow(
      /^The target database is not empty: \w+ \(\d+ rows?\), .* more tables\. Move into a new/,
    );
    expect(await countUsers()).toEqual(before);
  }, 120_000);

  it('refuses while a server has the embedded database open', async () => {
    const running = await openPglite(path.join(dataDir, 'pglite'));
    try {
      const untouched = await scratch();
      await expect(moveSchool({ dataDir, targetUrl: untouched, report: () => {} })).rejects.toThrow(
        /is marked in use: a Kaksha server is running on it/,
      );
    } finally {
      await running.close();
    }
  }, 60_000);
});

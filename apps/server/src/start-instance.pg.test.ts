import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { type StartedInstance, startInstance } from './start-instance.ts';
import { createScratchDatabase } from './test/test-db.ts';

const migrationFiles = fs
  .readdirSync(path.join(import.meta.dirname, 'db', 'migrations'))
  .filter((f) => f.endsWith('.sql')).length;

/**
 * A rolling restart or a container platform starts several instances at once on one database.
 * Three start together on an empty PostgreSQL database: exactly one applies the migrations,
 * one creates the first admin, and all three serve, signing alike.
 */
describe.runIf(process.env.DATABASE_URL)('three instances starting at once on an empty database', () => {
  const started: StartedInstance[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const s of started) {
      await s.app.close();
      await s.created.close();
      await s.database.close();
    }
    await drop?.();
  });

  it('migrates once, creates one first admin, and all three serve', async () => {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '');
    drop = scratch.drop;
    // No JWT_SECRET: the signing secret is generated at start-up too, by whichever comes first.
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/kaksha-test-data',
      WEB_DIST: '/nonexistent',
      DATABASE_URL: scratch.url,
      ADMIN_EMAIL: 'first.admin@kaksha.test',
      ADMIN_PASSWORD: 'First-Admin-Pass1!',
    });
    const outcomes = await Promise.allSettled([0, 1, 2].map(() => startInstance(config, { logger: false })));
    for (const o of outcomes) if (o.status === 'fulfilled') started.push(o.value);
    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'started'))).toEqual([
      'started',
      'started',
      'started',
    ]);

    expect(started.map((s) => s.migration.applied).sort()).toEqual([0, 0, migrationFiles]);
    expect(started.filter((s) => s.admin).length).toBe(1);
    const [applied] =
      (await started[0]?.database.withConnection((run) =>
        run<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'),
      )) ?? [];
    expect(applied?.n).toBe(migrationFiles);

    const tokens: string[] = [];
    for (const { app } of started) {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'first.admin@kaksha.test', password: 'First-Admin-Pass1!' },
      });
      expect(login.statusCode, login.body).toBe(200);
      tokens.push(login.json().token);
    }
    // A token from one instance is good on the next: they generated and kept one secret.
    for (const [i, { app }] of started.entries()) {
      const token = tokens[(i + 1) % tokens.length] ?? '';
      expect((await app.inject({ url: '/api/whoami', headers: { 'x-access-token': token } })).statusCode).toBe(200);
    }
  });
});

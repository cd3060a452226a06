import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type CreatedDeps, createDeps } from '../create-deps.ts';
import type { Database } from '../db/client.ts';
import { ensureBuiltInRoles } from '../seed/roles.ts';
import { buildStudent, TEST_PASSWORD } from '../test/factories.ts';
import { testConfig } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-db.ts';

/**
 * Two instances of the server on one PostgreSQL and one Redis, as production runs behind a
 * proxy: what one instance decides (a sign-in ended, a limit reached) holds on the other.
 */
const shared = process.env.DATABASE_URL && process.env.REDIS_URL;

describe.runIf(shared)('two instances on one PostgreSQL and Redis', () => {
  let database: Database;
  const instances: { app: FastifyInstance; created: CreatedDeps }[] = [];
  const app = (i: 0 | 1) => instances[i]?.app as FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    await ensureBuiltInRoles(database.db);
    const config = testConfig({ REDIS_URL: process.env.REDIS_URL ?? '', LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' });
    for (let i = 0; i < 2; i++) {
      const created = await createDeps(config, database.db);
      instances.push({ created, app: await buildApp(created.deps, { logger: false }) });
    }
  });
  afterAll(async () => {
    for (const { app, created } of instances) {
      await app.close();
      await created.close();
    }
    await database?.close();
  });

  // Addresses of their own per run: the limit counters in Redis outlive a test run.
  const address = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const login = (i: 0 | 1, email: string, password: string, ip: string) =>
    app(i).inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });
  const whoami = (i: 0 | 1, token: string) =>
    app(i).inject({ url: '/api/whoami', headers: { 'x-access-token': token } });

  /** Polls for up to a second: well under the 3 s an instance may keep a cached actor. */
  async function refusedSoon(i: 0 | 1, token: string): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < 1000) {
      if ((await whoami(i, token)).statusCode === 401) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the other instance still accepted the ended sign-in after a second');
  }

  it('refuses on the second instance a sign-in ended on the first, at once', async () => {
    const student = await buildStudent(database.db);
    const token = (await login(0, student.email, TEST_PASSWORD, address())).json().token as string;
    // The second instance has the actor cached when the sign-in ends.
    expect((await whoami(1, token)).statusCode).toBe(200);
    const out = await app(0).inject({ method: 'POST', url: '/api/logout', headers: { 'x-access-token': token } });
    expect(out.statusCode).toBe(200);
    expect(await refusedSoon(1, token)).toBeLessThan(1000);
  });

  it('refuses everywhere after "sign out everywhere" on one instance', async () => {
    const student = await buildStudent(database.db);
    const first = (await login(0, student.email, TEST_PASSWORD, address())).json().token as string;
    const second = (await login(1, student.email, TEST_PASSWORD, address())).json().token as string;
    expect((await whoami(0, second)).statusCode).toBe(200);
    expect((await whoami(1, first)).statusCode).toBe(200);
    await app(1).inject({ method: 'POST', url: '/api/logoutEverywhere', headers: { 'x-access-token': second } });
    await refusedSoon(0, first);
    await refusedSoon(0, second);
  });

  it('applies on the second instance a sign-in limit reached on the first', async () => {
    const student = await buildStudent(database.db);
    const ip = address();
    for (let i = 0; i < 3; i++) expect((await login(0, student.email, 'Wrong-pass1!', ip)).statusCode).toBe(401);
    const elsewhere = await login(1, student.email, TEST_PASSWORD, ip);
    expect(elsewhere.statusCode).toBe(429);
    // The growing delay per account is shared too: one more failure makes unfamiliar addresses wait.
    expect((await login(0, student.email, 'Wrong-pass1!', address())).statusCode).toBe(401);
    expect((await login(1, student.email, 'Wrong-pass1!', address())).statusCode).toBe(429);
  });
});

import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createDeps } from '../create-deps.ts';
import type { Database } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { ensureBuiltInRoles } from '../seed/roles.ts';
import { openTestDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  close(): Promise<void>;
}

export const testConfig = (overrides: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/kaksha-test-data',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    WEB_DIST: '/nonexistent',
    ...overrides,
  });

/** One app and database per test file; factories give each test its own rows. */
export async function getTestApp(
  overrides: Record<string, string> = {},
  build: BuildOptions = { logger: false },
): Promise<TestApp> {
  const database = await openTestDatabase();
  await ensureBuiltInRoles(database.db);
  const created = await createDeps(testConfig(overrides), database.db);
  const app = await buildApp(created.deps, build);
  await app.ready();
  return {
    app,
    deps: created.deps,
    database,
    close: async () => {
      await app.close();
      await created.close();
      await database.close();
    },
  };
}

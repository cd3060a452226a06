import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type CreatedDeps, createDeps } from './create-deps.ts';
import { type Database, type MigrationReport, openDatabase } from './db/client.ts';
import { loadDemoSchool } from './seed/demo-school.ts';
import { ensureFirstAdmin } from './seed/first-admin.ts';
import { ensureBuiltInRoles } from './seed/roles.ts';

export interface StartedInstance {
  app: FastifyInstance;
  database: Database;
  created: CreatedDeps;
  migration: MigrationReport;
  demoLoaded: boolean;
  /** The first superadmin, when this start created it (so it prints its password once). */
  admin: Awaited<ReturnType<typeof ensureFirstAdmin>>;
}

/**
 * Everything an instance does before it listens: open the database, migrate, the built-in
 * roles, the signing secret, the demo school when asked, the first admin. Each step is safe
 * when several instances start on one empty database at once: migrations under an advisory
 * lock, the rest as inserts that let an existing row win.
 */
export async function startInstance(config: Config, build: BuildOptions = {}): Promise<StartedInstance> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  try {
    const migration = await database.migrate();
    await ensureBuiltInRoles(database.db);
    const created = await createDeps(config, database.db);
    const app = await buildApp(created.deps, build);
    const demoLoaded =
      config.LOAD_DEMO && (await loadDemoSchool(database.db, created.deps.storage, { timeZone: config.TIME_ZONE }));
    const admin = await ensureFirstAdmin(database.db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    return { app, database, created, migration, demoLoaded, admin };
  } catch (e) {
    await database.close().catch(() => {});
    throw e;
  }
}

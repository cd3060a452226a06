import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/client.ts';

/**
 * How the run's scratch databases are named: `kaksha_test` unless TEST_DATABASE_PREFIX says
 * otherwise, so runs sharing one PostgreSQL server can keep (and clean up) their own.
 */
export const scratchPrefix = () => process.env.TEST_DATABASE_PREFIX || 'kaksha_test';

/**
 * A new database on the PostgreSQL server of `serverUrl`, empty (no migrations applied) or a copy
 * of `template`, and how to drop it again: its open connections are ended by the drop.
 */
export async function createScratchDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${scratchPrefix()}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database
 * on the PostgreSQL server of DATABASE_URL (dropped again by `close`). Both start as a copy of
 * the database the global setup (template-db.ts) migrated once for the run; `migrate` then only
 * confirms that every migration is applied (and applies any added since, in watch mode).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const templateFile = inject('pgliteTemplateFile');
    const database = await openPglite(
      undefined,
      templateFile ? { loadDataDir: new Blob([fs.readFileSync(templateFile)]) } : {},
    );
    await database.migrate();
    return database;
  }
  const scratch = await createScratchDatabase(url, inject('postgresTemplate'));
  // Dropping the database at the end ends its connections; that is expected here.
  const database = await openPostgres(scratch.url, 4, () => {});
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

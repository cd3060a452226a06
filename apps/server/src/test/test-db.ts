import crypto from 'node:crypto';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/client.ts';

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (no migrations applied), and
 * how to drop it again: its open connections are ended by the drop.
 */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kaksha_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
 * on the PostgreSQL server of DATABASE_URL (dropped again by `close`).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openPglite();
    await database.migrate();
    return database;
  }
  const scratch = await createScratchDatabase(url);
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

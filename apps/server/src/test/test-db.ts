import crypto from 'node:crypto';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/client.ts';

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
  const name = `kaksha_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  // Dropping the database at the end ends its connections; that is expected here.
  const database = await openPostgres(target.toString(), 4, () => {});
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

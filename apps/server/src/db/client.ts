import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { NamingClient } from './named-statements.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One query API over PGlite and PostgreSQL: both are drizzle's PgDatabase. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction or the database: use cases run in either. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** What a start-up's migration did: how many migrations it applied, and whether it queued. */
export interface MigrationReport {
  applied: number;
  /** Another instance held the migration lock when this one asked (PostgreSQL only). */
  waitedForAnother: boolean;
}

/** Plain SQL with positional parameters, answering the rows: for tools below the schema (the move). */
export type SqlRunner = <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<MigrationReport>;
  /** Runs `work` on one connection, so that its `begin`, `set` and cursors hold throughout. */
  withConnection<T>(work: (run: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The session-level advisory lock every instance takes around its migrations on PostgreSQL
 * ("kaksha" in ASCII): instances started together apply them one at a time, so exactly one
 * migrates and the others find nothing left to do. Drizzle's migrator alone would race on
 * creating its own schema and table, and could apply a migration twice.
 */
export const MIGRATION_LOCK_KEY = '118074316286049';

const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

async function appliedMigrations(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<number> {
  // Two statements: a query naming a missing table fails even in a branch that is never taken.
  const { rows } = await query(`select to_regclass('${MIGRATIONS_TABLE}') is not null as present`);
  if (!(rows[0] as { present: boolean }).present) return 0;
  const counted = await query(`select count(*)::int as n from ${MIGRATIONS_TABLE}`);
  return (counted.rows[0] as { n: number }).n;
}

/**
 * PGlite in `dir` (or in memory when dir is undefined): the zero-setup default. `loadDataDir`
 * starts an in-memory database from a dump of another (`dumpDataDir`), as the tests do.
 */
export async function openPglite(dir?: string, opts: { loadDataDir?: Blob } = {}): Promise<Database> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  // Options only: PGlite reads its second argument only when the first is a folder name.
  const client = new PGlite({ dataDir: dir, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  const count = () => appliedMigrations((text) => client.query(text));
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    // One process owns a PGlite folder, so there is nobody to race with.
    migrate: async () => {
      const before = await count();
      await migratePglite(db, { migrationsFolder });
      return { applied: (await count()) - before, waitedForAnother: false };
    },
    // PGlite is one connection already.
    withConnection: (work) =>
      work(async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows),
    close: () => client.close(),
  };
}

/**
 * `onIdleError`: a pooled connection that is idle can be ended by the server (a restart, an
 * administrator). The pool drops it and opens a new one when needed; without a listener the
 * error would stop the process.
 */
export async function openPostgres(
  url: string,
  poolSize = 10,
  onIdleError: (e: Error) => void = (e) => console.error(`PostgreSQL connection closed: ${e.message}`),
): Promise<Database> {
  // Every connection is opened at start and kept while idle (min = max): otherwise a pool closes
  // its idle connections after 10 s, and the first minute of an exam after a quiet hour would pay
  // for opening them (a fork and a sign-in each on PostgreSQL's side) under its heaviest load.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, min: poolSize, Client: NamingClient });
  pool.on('error', onIdleError);
  const opened = await Promise.all(Array.from({ length: poolSize }, () => pool.connect()));
  for (const connection of opened) connection.release();
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migrateUnderLock(pool),
    withConnection: async (work) => {
      const connection = await pool.connect();
      let failed: Error | undefined;
      try {
        return await work(async (text, params) => (await connection.query(text, params)).rows);
      } catch (e) {
        // A connection left inside a failed transaction or cursor is closed, not pooled.
        failed = e as Error;
        throw e;
      } finally {
        connection.release(failed);
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Drizzle's migrator on one connection that holds the migration lock for the whole run. The lock
 * is the session's, so it is released by the unlock or, if this process dies, by the server
 * when the connection ends: a crashed migrator never leaves the others waiting for ever.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<MigrationReport> {
  const connection = await pool.connect();
  let locked = false;
  try {
    const [tried] = (
      await connection.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [MIGRATION_LOCK_KEY])
    ).rows;
    const waitedForAnother = !tried?.got;
    if (waitedForAnother) await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    locked = true;
    const query = (text: string) => connection.query(text);
    const before = await appliedMigrations(query);
    await migratePg(drizzlePg(connection, { schema }), { migrationsFolder });
    return { applied: (await appliedMigrations(query)) - before, waitedForAnother };
  } finally {
    // A connection that cannot unlock is closed instead of pooled: its end releases the lock.
    const unlockFailed = locked
      ? await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).then(
          () => undefined,
          (e: Error) => e,
        )
      : undefined;
    connection.release(unlockFailed);
  }
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize)
    : openPglite(path.join(opts.dataDir, 'pglite'));
}

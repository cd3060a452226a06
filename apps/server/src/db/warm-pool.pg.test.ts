import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../test/test-db.ts';
import { type Database, openPostgres } from './client.ts';

/**
 * The pool opens every connection when the server starts and keeps them while idle, so the first
 * minute of an exam after a quiet hour does not pay for opening them (bench/README.md,
 * "The pool: opened at start, kept while idle").
 */
describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL pool (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  const poolSize = 3;
  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '');
    database = await openPostgres(scratch.url, poolSize, () => {});
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  /** Connections to this scratch database other than the one asking. */
  const openConnections = async () => {
    const result = await database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  };

  it('has every connection open as soon as it is opened, before any query', async () => {
    // The asking connection is one of the pool's: the others are already there.
    expect(await openConnections()).toBe(poolSize - 1);
  });

  it('is set to keep every one while idle (min = max), so none closes after its idle time', async () => {
    const pool = (database.db as unknown as { $client: { options: { min: number; max: number } } }).$client;
    expect(pool.options.min).toBe(poolSize);
    expect(pool.options.max).toBe(poolSize);
  });
});

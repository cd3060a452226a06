import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { NamingClient, statementName } from './named-statements.ts';

describe('statementName', () => {
  it('names a text from its second use, the same name each time, another text another name', () => {
    const text = `select ${Math.random()} as once`;
    expect(statementName(text)).toBeUndefined();
    const name = statementName(text);
    expect(name).toMatch(/^k[0-9a-f]{20}$/);
    expect(statementName(text)).toBe(name);
    const other = `${text} -- another`;
    statementName(other);
    expect(statementName(other)).not.toBe(name);
  });

  it('never names a text search, whose plan depends on its words', () => {
    const search = `select id from users where first_name ilike $1 -- ${Math.random()}`;
    for (let i = 0; i < 3; i++) expect(statementName(search)).toBeUndefined();
  });
});

/** A connection that names at most two statements, to see the bound. */
class TwoNames extends NamingClient {
  static override limit = 2;
}

describe.skipIf(!process.env.DATABASE_URL)('NamingClient (PostgreSQL)', () => {
  it('prepares a repeated statement once per connection, up to its limit, and answers every query', async () => {
    const client = new TwoNames({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const run = async (text: string, value: number) =>
        ((await client.query({ text, values: [value] })) as pg.QueryResult<{ n: number }>).rows[0]?.n;
      const prepared = async () =>
        ((await client.query('select count(*)::int as n from pg_prepared_statements')) as pg.QueryResult<{ n: number }>)
          .rows[0]?.n;
      const tag = Math.random();
      for (let i = 1; i <= 3; i++) expect(await run(`select $1::int + 1 as n -- a ${tag}`, i)).toBe(i + 1);
      expect(await prepared()).toBe(1);
      for (const text of ['b', 'c', 'd']) {
        for (let i = 1; i <= 2; i++) expect(await run(`select $1::int * 2 as n -- ${text} ${tag}`, i)).toBe(i * 2);
      }
      // a, then b; c and d went unnamed.
      expect(await prepared()).toBe(2);
    } finally {
      await client.end();
    }
  });

  it('is what the server pool connects with', async () => {
    const { openPostgres } = await import('./client.ts');
    const database = await openPostgres(process.env.DATABASE_URL ?? '');
    try {
      const names = await database.withConnection(async (run) => {
        await run('select $1::int as n', [1]);
        await run('select $1::int as n', [2]);
        return run<{ name: string }>('select name from pg_prepared_statements');
      });
      expect(names.map((r) => r.name)).toEqual([expect.stringMatching(/^k[0-9a-f]{20}$/)]);
    } finally {
      await database.close();
    }
  });
});

// The pg import is what NamingClient extends: a plain client names nothing.
it('leaves a plain pg client as it was', () => {
  expect(Object.getPrototypeOf(NamingClient)).toBe(pg.Client);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres, type SqlRunner } from '../../db/client.ts';
import { createScratchDatabase } from '../../test/test-db.ts';
import { copyDatabase } from './copy-tables.ts';
import { setExactText } from './table-checksums.ts';

/**
 * The copy on tables made for it: the kinds of values a school's rows hold (bytes, instants to
 * the microsecond, JSON in any script, arrays, numbers), identity and generated columns, a table
 * that refers to itself with a row before the one it names, a trigger, and a sequence. The source
 * is PGlite; the target PostgreSQL when DATABASE_URL is set, else a second PGlite.
 */
const SCHEMA = [
  `create table parents (
     id integer generated always as identity primary key,
     name text not null,
     doubled integer generated always as (id * 2) stored)`,
  `create table nodes (
     id integer primary key,
     parent_id integer references nodes (id),
     owner integer not null references parents (id),
     raw bytea, at timestamptz, local_at timestamp(6), day date, doc jsonb, plain json,
     amount numeric(14, 4), ratio double precision, tags text[], span interval)`,
  'create table node_count (n integer not null)',
  `create function count_nodes() returns trigger language plpgsql as $$
     begin update node_count set n = n + (select count(*) from new_rows); return null; end $$`,
  `create trigger nodes_counted after insert on nodes referencing new table as new_rows
     for each statement execute function count_nodes()`,
  'create sequence ticket_seq start with 500',
];

async function withSchema(database: Database) {
  await database.withConnection(async (run) => {
    for (const statement of SCHEMA) await run(statement);
  });
}

const rowsOf = (run: SqlRunner, table: string) =>
  run<{ r: string }>(`select t::text as r from ${table} t order by 1`).then((rows) => rows.map((x) => x.r));

describe('copying tables', () => {
  let source: Database;
  let target: Database;
  let drop: (() => Promise<void>) | undefined;
  const lines: string[] = [];

  beforeAll(async () => {
    source = await openPglite();
    if (process.env.DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL);
      drop = scratch.drop;
      target = await openPostgres(scratch.url, 2, () => {});
    } else {
      target = await openPglite();
    }
    await withSchema(source);
    await withSchema(target);
    await source.withConnection(async (run) => {
      await run("insert into parents (name) values ('Asha'), ('Ravi'), ('Meera')");
      await run('insert into node_count values (0)');
      await run(
        `insert into nodes values
           (1, null, 1, $1, '2026-03-01 10:20:30.123456+05:30', '2026-03-01 23:59:59.999999', '2026-02-28',
            $2, '{"a": 1,  "a": 2}', 12345678.1234, 0.1, '{"a,b","quote\\"d",NULL}', '1 day 02:03:04.5'),
           (2, 1, 2, '\\x', '1970-01-01 00:00:00+00', null, '0001-01-01', 'null', null, -0.0001, 1e-300, '{}', null)`,
        [
          Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
          { ज्ञान: 'कक्षा', big: 12345678901234567890n.toString(), n: [1, 2.5, null] },
        ],
      );
      // Row 1 now names row 2, and its new version lies after row 2: a copy in storage order
      // meets a reference to a row it has not copied yet.
      await run('update nodes set parent_id = 2 where id = 1');
      for (let i = 0; i < 3; i++) await run("select nextval('ticket_seq')");
    });
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
    await drop?.();
  });

  it('leaves the target without a row when the copy fails part way', async () => {
    // The target refuses the last parent, after other rows went in within the same transaction.
    await target.withConnection((to) => to("alter table parents add constraint no_meera check (name <> 'Meera')"));
    await expect(copyDatabase(source, target, () => {}, 1)).rejects.toThrow(/no_meera/);
    const counts = await target.withConnection((to) =>
      to<{ n: number }>(
        'select (select count(*) from parents)::int + (select count(*) from nodes)::int + (select count(*) from node_count)::int as n',
      ),
    );
    expect(counts).toEqual([{ n: 0 }]);
    await target.withConnection((to) => to('alter table parents drop constraint no_meera'));
  });

  it('copies every row exactly, keeps sequences where they were, and reports each table', async () => {
    // One row per batch: row 2 goes in before row 1, which it names.
    const copied = await copyDatabase(source, target, (line) => lines.push(line), 1);
    expect(copied.tables.map((t) => [t.table, t.rows])).toEqual([
      ['"public"."node_count"', 1],
      ['"public"."parents"', 3],
      ['"public"."nodes"', 2],
    ]);
    expect(lines.join('\n')).toMatch(/Copying 3 tables, 6 rows/);
    expect(lines).toContain('  nodes: 2 rows');

    await source.withConnection((from) =>
      target.withConnection(async (to) => {
        await setExactText(from);
        await setExactText(to);
        for (const table of ['parents', 'nodes', 'node_count']) {
          expect(await rowsOf(to, table)).toEqual(await rowsOf(from, table));
        }
        const [bytes] = await to<{ raw: Uint8Array }>('select raw from nodes where id = 1');
        expect(Buffer.from(bytes?.raw ?? []).equals(Buffer.from(Array.from({ length: 256 }, (_, i) => i)))).toBe(true);
        const [at] = await to<{ at: string }>('select at::text from nodes where id = 1');
        expect(at?.at).toBe('2026-03-01 04:50:30.123456+00');
        // The kept count is the source's, not counted again by the target's trigger.
        expect(await rowsOf(to, 'node_count')).toEqual(['(2)']);
        // Sequences and identity columns go on from where the school left them.
        expect(await to("select nextval('ticket_seq')::int as n")).toEqual([{ n: 503 }]);
        expect(await to("insert into parents (name) values ('New') returning id")).toEqual([{ id: 4 }]);
        // The trigger is back on after the copy.
        await to('insert into nodes (id, owner) values (3, 4)');
        expect(await rowsOf(to, 'node_count')).toEqual(['(3)']);
      }),
    );
  });
});

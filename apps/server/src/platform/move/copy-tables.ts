import type { Database, SqlRunner } from '../../db/client.ts';
import { type Catalog, copyOrder, quoteIdent, readCatalog, type Table } from './catalog.ts';
import { sequenceState, setExactText, type TableSum, tableSum } from './table-checksums.ts';

export interface CopiedTable extends TableSum {
  table: string;
}

export interface CopiedDatabase {
  tables: CopiedTable[];
  sequences: number;
}

/** A refusal the person running the move can act on; nothing was changed when it is thrown. */
export class MoveRefused extends Error {}

/** Rows per insert: large enough to keep round trips few, small enough for any row size. */
const BATCH_ROWS = 1000;
const PROGRESS_EVERY_MS = 2000;

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** The tables of a database that hold rows, as `users (14 rows)`: the move only fills an empty one. */
export async function tablesWithRows(run: SqlRunner): Promise<string[]> {
  const found: string[] = [];
  for (const table of (await readCatalog(run)).tables) {
    const [row] = await run<{ n: string }>(`select count(*)::text as n from ${table.sqlName}`);
    const rows = Number(row?.n ?? 0);
    if (rows > 0) found.push(`${table.label} (${count(rows, 'row', 'rows')})`);
  }
  return found;
}

function sameTables(source: Catalog, target: Catalog): void {
  const describe = (c: Catalog) =>
    new Map(
      c.tables.map((t) => [
        t.sqlName,
        t.columns
          .map((col) => col.name)
          .sort()
          .join(', '),
      ]),
    );
  const from = describe(source);
  const to = describe(target);
  for (const [name, columns] of from) {
    if (!to.has(name)) throw new MoveRefused(`The target has no table ${name} after its migrations.`);
    if (to.get(name) !== columns) {
      throw new MoveRefused(`Table ${name} has other columns in the target: ${to.get(name)} against ${columns}.`);
    }
  }
  for (const name of to.keys()) {
    if (!from.has(name)) throw new MoveRefused(`The target has a table ${name} the embedded database lacks.`);
  }
}

/**
 * Copies one table in batches: a cursor over the source's rows, every value as its text, and
 * one insert per batch that casts each column back to its type in the target.
 */
async function copyTable(
  source: SqlRunner,
  target: SqlRunner,
  table: Table,
  total: number,
  batchRows: number,
  report: (line: string) => void,
): Promise<void> {
  const columns = table.columns.filter((c) => !c.generated);
  const names = columns.map((c) => quoteIdent(c.name)).join(', ');
  const aliases = columns.map((_, i) => `v${i}`);
  const insert = `insert into ${table.sqlName} (${names})
    ${columns.some((c) => c.identityAlways) ? 'overriding system value' : ''}
    select ${columns.map((c, i) => `s.v${i}::${c.type}`).join(', ')}
    from unnest(${columns.map((_, i) => `$${i + 1}::text[]`).join(', ')}) as s(${aliases.join(', ')})`;
  await source(
    `declare move_rows no scroll cursor for select ${columns.map((c) => `${quoteIdent(c.name)}::text`).join(', ')} from ${table.sqlName}`,
  );
  let copied = 0;
  let reportedAt = Date.now();
  for (;;) {
    const rows = await source<Record<string, string | null>>(`fetch forward ${batchRows} from move_rows`);
    if (!rows.length) break;
    // One array per column; the cursor's columns are all named after their source column.
    const arrays = columns.map((c) => rows.map((r) => r[c.name] ?? null));
    await target(insert, arrays);
    copied += rows.length;
    if (Date.now() - reportedAt >= PROGRESS_EVERY_MS && copied < total) {
      report(`  ${table.label}: ${copied.toLocaleString('en')} of ${count(total, 'row', 'rows')}`);
      reportedAt = Date.now();
    }
  }
  await source('close move_rows');
  report(`  ${table.label}: ${count(copied, 'row', 'rows')}`);
}

/**
 * Copies every table of `source` into the migrated, empty `target` in one transaction on each
 * side, then compares every table's row count and checksum and every sequence inside that
 * transaction: the target commits only a copy that matches, and is left empty otherwise. The
 * target's own triggers (kept counts) are off during the copy, since their tables are copied
 * as they are.
 */
export async function copyDatabase(
  source: Database,
  target: Database,
  report: (line: string) => void,
  batchRows = BATCH_ROWS,
): Promise<CopiedDatabase> {
  return source.withConnection((from) =>
    target.withConnection(async (to) => {
      await setExactText(from);
      await setExactText(to);
      await from('begin isolation level repeatable read');
      await to('begin');
      try {
        const copied = await copyInTransaction(from, to, batchRows, report);
        await to('commit');
        return copied;
      } catch (e) {
        await to('rollback').catch(() => {});
        throw e;
      } finally {
        await from('rollback').catch(() => {});
      }
    }),
  );
}

async function copyInTransaction(
  from: SqlRunner,
  to: SqlRunner,
  batchRows: number,
  report: (line: string) => void,
): Promise<CopiedDatabase> {
  const sourceCatalog = await readCatalog(from);
  const targetCatalog = await readCatalog(to);
  sameTables(sourceCatalog, targetCatalog);
  // The target's definitions decide the casts and what is generated; the names are the same.
  const { order, deferred } = copyOrder(targetCatalog.tables, targetCatalog.foreignKeys);

  const sums = new Map<string, TableSum>();
  for (const table of order) sums.set(table.sqlName, await tableSum(from, table));
  const totalRows = [...sums.values()].reduce((n, s) => n + s.rows, 0);
  report(`Copying ${count(order.length, 'table', 'tables')}, ${count(totalRows, 'row', 'rows')}:`);

  for (const table of targetCatalog.tablesWithTriggers) await to(`alter table ${table} disable trigger user`);
  for (const fk of deferred) await to(`alter table ${fk.table} drop constraint ${quoteIdent(fk.name)}`);
  for (const table of order) await copyTable(from, to, table, sums.get(table.sqlName)?.rows ?? 0, batchRows, report);
  // Adding a foreign key back checks every row against it.
  for (const fk of deferred) await to(`alter table ${fk.table} add constraint ${quoteIdent(fk.name)} ${fk.definition}`);
  for (const table of targetCatalog.tablesWithTriggers) await to(`alter table ${table} enable trigger user`);

  for (const sequence of sourceCatalog.sequences) {
    const state = await sequenceState(from, sequence);
    await to('select setval($1::regclass, $2::bigint, $3::boolean)', [sequence, state.last, state.called]);
  }

  report('Comparing every table and sequence with the embedded database...');
  const tables: CopiedTable[] = [];
  const mismatches: string[] = [];
  for (const table of order) {
    const expected = sums.get(table.sqlName) as TableSum;
    const found = await tableSum(to, table);
    if (found.rows !== expected.rows) {
      mismatches.push(`${table.sqlName}: ${found.rows} rows in the target, ${expected.rows} in the embedded database`);
    } else if (found.checksum !== expected.checksum) {
      mismatches.push(`${table.sqlName}: the same ${found.rows} rows, but their contents differ`);
    }
    tables.push({ table: table.sqlName, ...expected });
  }
  for (const sequence of sourceCatalog.sequences) {
    const [a, b] = [await sequenceState(from, sequence), await sequenceState(to, sequence)];
    if (a.last !== b.last || a.called !== b.called)
      mismatches.push(`sequence ${sequence}: ${b.last} against ${a.last}`);
  }
  if (mismatches.length) {
    throw new Error(`the copy does not match the embedded database:\n  ${mismatches.join('\n  ')}`);
  }
  return { tables, sequences: sourceCatalog.sequences.length };
}

import type { SqlRunner } from '../../db/client.ts';
import { quoteIdent, type Table } from './catalog.ts';

/**
 * The settings under which a value's text is the same on any PostgreSQL: instants in UTC, ISO
 * dates, bytea in hex, floats with every digit. The copy moves values as text and the checksums
 * hash text, so both sides set them first.
 */
export async function setExactText(run: SqlRunner): Promise<void> {
  for (const statement of [
    "set timezone = 'UTC'",
    "set datestyle = 'ISO, YMD'",
    "set intervalstyle = 'postgres'",
    "set bytea_output = 'hex'",
    'set extra_float_digits = 3',
  ]) {
    await run(statement);
  }
}

export interface TableSum {
  rows: number;
  /** The sum of a 60-bit hash of each row's text: independent of the rows' order, and of the columns'. */
  checksum: string;
}

/** Row count and checksum of a table (every column, generated ones too, by name). */
export async function tableSum(run: SqlRunner, table: Table): Promise<TableSum> {
  const columns = table.columns
    .map((c) => c.name)
    .sort()
    .map((name) => `t.${quoteIdent(name)}`)
    .join(', ');
  // row(a) of a single column is still a record, so one-column tables hash like the others.
  const [sum] = await run<{ rows: string; checksum: string }>(`
    select count(*)::text as rows,
      coalesce(sum(('x' || substr(md5(row(${columns})::text), 1, 15))::bit(60)::bigint), 0)::text as checksum
    from ${table.sqlName} t`);
  return { rows: Number(sum?.rows ?? 0), checksum: sum?.checksum ?? '' };
}

/** A sequence's position: the next value it gives follows from these two. */
export async function sequenceState(run: SqlRunner, sequence: string): Promise<{ last: string; called: boolean }> {
  const [state] = await run<{ last: string; called: boolean }>(
    `select last_value::text as last, is_called as called from ${sequence}`,
  );
  if (!state) throw new Error(`sequence ${sequence} has no state`);
  return state;
}

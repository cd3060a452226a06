import type { SqlRunner } from '../../db/client.ts';

/**
 * What a database holds, read from PostgreSQL's own catalog rather than from Kaksha's schema
 * files: the move copies every table the migrations made, including ones added after it was
 * written. Drizzle's own bookkeeping (schema `drizzle`) is left to the target's migrations.
 */

export interface Column {
  name: string;
  /** The full type as PostgreSQL writes it (`timestamp(3) with time zone`, `text[]`). */
  type: string;
  /** Computed by the database: never inserted, but part of the checksum. */
  generated: boolean;
  /** `generated always as identity`: an insert must say `overriding system value`. */
  identityAlways: boolean;
}

export interface Table {
  schema: string;
  name: string;
  /** The name a person reads: `users`, or `other.table` outside the public schema. */
  label: string;
  /** `"schema"."name"`, quoted for SQL. */
  sqlName: string;
  columns: Column[];
}

export interface ForeignKey {
  name: string;
  table: string;
  references: string;
  /** `FOREIGN KEY (...) REFERENCES ...`, as `pg_get_constraintdef` gives it, to re-add it. */
  definition: string;
}

export interface Catalog {
  tables: Table[];
  foreignKeys: ForeignKey[];
  /** Tables (sqlName) with triggers of their own, such as kept counts. */
  tablesWithTriggers: string[];
  /** Sequences (sqlName), standalone or behind serial and identity columns. */
  sequences: string[];
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (schema: string, name: string) => `${quoteIdent(schema)}.${quoteIdent(name)}`;

/** The schemas that hold a school's data: not the system's, not the migrator's. */
const OWN_SCHEMA = `n.nspname not in ('pg_catalog', 'information_schema', 'drizzle') and n.nspname not like 'pg\\_%'`;
/** Objects an extension made (pg_trgm's functions, for example) come with the extension. */
const NOT_FROM_EXTENSION = `not exists (select 1 from pg_depend d
  where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`;

export async function readCatalog(run: SqlRunner): Promise<Catalog> {
  const columns = await run<{
    schema: string;
    table: string;
    name: string;
    type: string;
    generated: boolean;
    identity_always: boolean;
  }>(`
    select n.nspname as schema, c.relname as table, a.attname as name,
      format_type(a.atttypid, a.atttypmod) as type,
      a.attgenerated <> '' as generated, a.attidentity = 'a' as identity_always
    from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where c.relkind in ('r', 'p') and not c.relispartition and ${OWN_SCHEMA} and ${NOT_FROM_EXTENSION}
    order by n.nspname, c.relname, a.attnum`);
  const tables = new Map<string, Table>();
  for (const c of columns) {
    const sqlName = qualified(c.schema, c.table);
    const label = c.schema === 'public' ? c.table : `${c.schema}.${c.table}`;
    const table = tables.get(sqlName) ?? { schema: c.schema, name: c.table, label, sqlName, columns: [] };
    table.columns.push({ name: c.name, type: c.type, generated: c.generated, identityAlways: c.identity_always });
    tables.set(sqlName, table);
  }

  const foreignKeys = await run<{
    name: string;
    schema: string;
    table: string;
    ref_schema: string;
    ref_table: string;
    definition: string;
  }>(`
    select con.conname as name, n.nspname as schema, c.relname as table,
      rn.nspname as ref_schema, r.relname as ref_table, pg_get_constraintdef(con.oid) as definition
    from pg_constraint con
      join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
      join pg_class r on r.oid = con.confrelid join pg_namespace rn on rn.oid = r.relnamespace
    where con.contype = 'f' and ${OWN_SCHEMA}
    order by 2, 3, 1`);

  const triggered = await run<{ schema: string; table: string }>(`
    select distinct n.nspname as schema, c.relname as table
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and ${OWN_SCHEMA}
    order by 1, 2`);

  const sequences = await run<{ schema: string; name: string }>(`
    select n.nspname as schema, c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'S' and ${OWN_SCHEMA} and ${NOT_FROM_EXTENSION}
    order by 1, 2`);

  return {
    tables: [...tables.values()],
    foreignKeys: foreignKeys.map((f) => ({
      name: f.name,
      table: qualified(f.schema, f.table),
      references: qualified(f.ref_schema, f.ref_table),
      definition: f.definition,
    })),
    tablesWithTriggers: triggered.map((t) => qualified(t.schema, t.table)),
    sequences: sequences.map((s) => qualified(s.schema, s.name)),
  };
}

/**
 * The tables in an order where every table comes after the tables it refers to, and the
 * foreign keys that no order can satisfy (a table referring to itself, or tables referring to
 * each other): those are dropped for the copy and added back after it, which checks them.
 */
export function copyOrder(tables: Table[], foreignKeys: ForeignKey[]): { order: Table[]; deferred: ForeignKey[] } {
  const byName = new Map(tables.map((t) => [t.sqlName, t]));
  const parents = new Map(tables.map((t) => [t.sqlName, new Set<string>()]));
  for (const fk of foreignKeys) {
    if (fk.table !== fk.references && byName.has(fk.references)) parents.get(fk.table)?.add(fk.references);
  }
  const order: Table[] = [];
  const placed = new Set<string>();
  let progress = true;
  while (progress) {
    progress = false;
    for (const table of tables) {
      if (placed.has(table.sqlName)) continue;
      if ([...(parents.get(table.sqlName) ?? [])].every((p) => placed.has(p))) {
        order.push(table);
        placed.add(table.sqlName);
        progress = true;
      }
    }
  }
  const inCycle = tables.filter((t) => !placed.has(t.sqlName));
  order.push(...inCycle);
  const cyclic = new Set(inCycle.map((t) => t.sqlName));
  const deferred = foreignKeys.filter(
    (fk) => fk.table === fk.references || (cyclic.has(fk.table) && cyclic.has(fk.references)),
  );
  return { order, deferred };
}

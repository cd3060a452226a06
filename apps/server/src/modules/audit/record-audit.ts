import type { AuditAction, AuditEntity } from '@kaksha/contracts/audit';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** The system itself made the change (a payment gateway's webhook): no user to name. */
export const SYSTEM_ACTOR = 'system' as const;

/** Who made a change: the signed-in actor (any object with userId and role), or the system. */
export type AuditActor = { userId: string; role: string } | typeof SYSTEM_ACTOR;

/** A record's fields as the audit keeps them: plain JSON, never passwords, hashes or tokens. */
export type AuditFields = Record<string, unknown>;

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  /** One line a person reads in the log: "Deactivated Asha Rao (asha@school.in)". */
  summary: string;
  /** What the record was (null or absent for a create). */
  before?: AuditFields | null;
  /** What it became (null or absent for a delete). */
  after?: AuditFields | null;
}

/** Anything that inserts: the transaction of the change being recorded. */
type Writer = Pick<Db, 'insert'>;

/**
 * Records one administrative change. Call it with the change's own transaction, after the change
 * and before the transaction ends, so the entry commits with the change and a change that fails
 * (or rolls back later) leaves no entry.
 *
 * ```ts
 * await db.transaction(async (tx) => {
 *   await tx.update(users).set({ isActive: false }).where(eq(users.id, id));
 *   await recordAudit(tx, { actor, action: 'deactivate', entity: 'student', entityId: id, summary: `Deactivated ${name}` });
 * });
 * ```
 */
export async function recordAudit(tx: Writer, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(toRow(entry));
}

/** Many entries in one statement (a bulk change, an import's batch), under the same rules. */
export async function recordAudits(tx: Writer, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length > 0) await tx.insert(auditLog).values(entries.map(toRow));
}

function toRow(entry: AuditEntry): typeof auditLog.$inferInsert {
  const { actor } = entry;
  return {
    actorId: actor === SYSTEM_ACTOR ? null : actor.userId,
    actorRole: actor === SYSTEM_ACTOR ? SYSTEM_ACTOR : actor.role,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    summary: entry.summary.slice(0, 500),
    before: entry.before ?? null,
    after: entry.after ?? null,
  };
}

/** Nothing, '' and an object of nothing but blanks (an empty guardian) are one value: no change between them. */
function blankAsNull(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value)) {
    return Object.values(value).every((v) => blankAsNull(v) === null) ? null : value;
  }
  return value;
}

/**
 * The fields of `keys` that differ between two versions of a record, as `{ before, after }`, so
 * an entry shows what changed and not the whole record. Values compare as JSON.
 */
export function changedFields<T extends object>(
  before: T,
  after: T,
  keys: readonly (keyof T & string)[],
): { before: AuditFields; after: AuditFields } {
  const was: AuditFields = {};
  const now: AuditFields = {};
  for (const key of keys) {
    if (JSON.stringify(blankAsNull(before[key])) === JSON.stringify(blankAsNull(after[key]))) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return { before: was, after: now };
}

/** The named fields of a record, for the before of a delete or the after of a create. */
export function pickFields<T extends object>(row: T, keys: readonly (keyof T & string)[]): AuditFields {
  return Object.fromEntries(keys.map((key) => [key, row[key] ?? null]));
}

import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who changed what, when: one row per administrative change, written in the change's own
 * transaction (modules/audit, recordAudit). Append-only: the product has no path that updates or
 * deletes a row, and triggers refuse UPDATE, DELETE and TRUNCATE (migration add_audit_log).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The user who made the change; null when the system did (a payment gateway's webhook). */
    actorId: text('actor_id'),
    /** The actor's role when they made the change ('system' for the system). */
    actorRole: text('actor_role').notNull(),
    /** A word of AUDIT_ACTIONS (contracts' audit.ts). */
    action: text('action').notNull(),
    /** A word of AUDIT_ENTITIES. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  // The log is read newest first: ascending indexes walked backwards give `at desc, id desc`.
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_actor_at_idx').on(t.actorId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_action_at_idx').on(t.action, t.at),
  ],
);

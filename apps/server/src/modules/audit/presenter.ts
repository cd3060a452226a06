import type { AuditEntryDto } from '@kaksha/contracts/audit';
import type { AuditRow } from './queries.ts';

/** An audit row as the audit page shows it; the system is named as such. */
export const presentAuditEntry = (row: AuditRow): AuditEntryDto => ({
  id: String(row.id),
  at: row.at.toISOString(),
  actorID: row.actorId,
  actorName: row.actorId === null ? 'System' : (row.actorName ?? row.actorId),
  actorRole: row.actorRole,
  action: row.action as AuditEntryDto['action'],
  entity: row.entity as AuditEntryDto['entity'],
  entityID: row.entityId,
  summary: row.summary,
  before: row.before ?? null,
  after: row.after ?? null,
});

/**
 * The audit log: who changed what, when. Any use case records its change with `recordAudit(tx, …)`
 * inside its own transaction (see docs/architecture.md, "Audit log").
 */
export {
  type AuditActor,
  type AuditEntry,
  type AuditFields,
  changedFields,
  pickFields,
  recordAudit,
  recordAudits,
  SYSTEM_ACTOR,
} from './record-audit.ts';
export { auditRoutes } from './routes.ts';

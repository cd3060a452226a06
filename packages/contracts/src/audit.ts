import { z } from 'zod';
import { UserId } from './common.ts';
import { CalendarDate } from './curriculum.ts';
import { endpoint, STAFF_ROLES } from './endpoint.ts';
import { listQuery, pagedList } from './list-query.ts';

/**
 * What an audit entry says was done. A new kind of administrative change adds its word here, so
 * the audit page's filter offers it and the server refuses a word nobody writes.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'copy',
  'accept',
  'reject',
  'activate',
  'deactivate',
  'enrol',
  'move',
  'import',
  'confirm-payment',
  'issue',
  'revoke',
  'regrade',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Which kind of record an audit entry is about. */
export const AUDIT_ENTITIES = [
  'student',
  'staff',
  'role',
  'curriculum',
  'subject',
  'chapter',
  'question',
  'template',
  'assessment',
  'video',
  'reading-file',
  'logo',
  'signature',
  'payment',
  'student-import',
  'certificate',
  'extra-time',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** The words the audit page shows for an action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  copy: 'Copied',
  accept: 'Accepted',
  reject: 'Rejected',
  activate: 'Activated',
  deactivate: 'Deactivated',
  enrol: 'Enrolled',
  move: 'Moved',
  import: 'Imported',
  'confirm-payment': 'Payment confirmed',
  issue: 'Issued',
  revoke: 'Revoked',
  regrade: 'Regraded',
};

/** The words the audit page shows for a kind of record. */
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  student: 'Student',
  staff: 'Staff',
  role: 'Role',
  curriculum: 'Curriculum',
  subject: 'Subject',
  chapter: 'Chapter',
  question: 'Question',
  template: 'Template',
  assessment: 'Assessment',
  video: 'Video',
  'reading-file': 'Reading file',
  logo: 'Logo',
  signature: 'Signature',
  payment: 'Payment',
  'student-import': 'Student import',
  certificate: 'Certificate',
  'extra-time': 'Extra time',
};

/** A JSON value as stored in an entry's before and after. */
const Json: z.ZodType<unknown> = z.unknown();

export const AuditEntryDto = z.object({
  id: z.string(),
  /** When the change committed (an ISO instant). */
  at: z.string(),
  /** Null when the system made the change (a payment confirmed by the gateway's webhook). */
  actorID: z.string().nullable(),
  /** The actor's name now (their e-mail when the name is empty); 'System' for the system. */
  actorName: z.string(),
  actorRole: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entityID: z.string(),
  /** One line a person reads: "Deactivated Asha Rao (asha@school.in)". */
  summary: z.string(),
  /** The fields that changed, as they were and as they became; null where there was no before (a create) or after (a delete). */
  before: Json.nullable(),
  after: Json.nullable(),
});
export type AuditEntryDto = z.infer<typeof AuditEntryDto>;

export const getAuditLog = endpoint({
  method: 'POST',
  path: '/getAuditLog',
  access: STAFF_ROLES,
  summary:
    'The audit log, newest first, a page at a time: filter by who (actorID), what (action, entity, entityID) and when (from and to, days in the school time zone, both included); search in the summaries',
  body: listQuery(['at']).extend({
    actorID: UserId.optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    entity: z.enum(AUDIT_ENTITIES).optional(),
    entityID: z.string().trim().max(200).optional(),
    from: CalendarDate.optional(),
    to: CalendarDate.optional(),
  }),
  response: pagedList(AuditEntryDto),
});

export const auditEndpoints = [getAuditLog] as const;

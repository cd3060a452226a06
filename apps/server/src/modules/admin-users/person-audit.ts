import { AUDIT_ACTION_LABELS, type AuditAction } from '@kaksha/contracts/audit';
import type { UserRow } from '../../db/schema/index.ts';
import { type AuditEntry, changedFields, pickFields } from '../audit/index.ts';
import type { PeopleActor } from './policy.ts';

/** What the audit keeps of a person: details an admin edits and the status flags, never the password. */
export const AUDITED_PERSON_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'email',
  'mobile',
  'role',
  'gender',
  'dob',
  'address',
  'country',
  'state',
  'city',
  'pincode',
  'parentOrGardien',
  'timeMultiplier',
  'curriculumCode',
  'subject',
  'isActive',
  'isRejected',
  'deletedAt',
] as const satisfies readonly (keyof UserRow)[];

type Person = Pick<UserRow, (typeof AUDITED_PERSON_FIELDS)[number] | 'id'>;

/** "Asha Rao (asha@school.in)": how a person is named in an audit summary. */
export const personLabel = (p: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) =>
  `${[p.firstName, p.lastName].filter(Boolean).join(' ')} (${p.email})`;

/** The audit entry of a change to one person: students and staff are told apart by role. */
export function personAudit(actor: PeopleActor, action: AuditAction, before: Person, after: Person): AuditEntry {
  const entity = before.role === 'student' ? 'student' : 'staff';
  const noun = entity === 'student' ? 'student' : `${before.role}`;
  return {
    actor,
    action,
    entity,
    entityId: before.id,
    summary: `${AUDIT_ACTION_LABELS[action]} ${noun} ${personLabel(after)}`,
    ...changedFields(before, after, AUDITED_PERSON_FIELDS),
  };
}

/** The audit entry of a person added (a staff member, an imported student). */
export function personCreatedAudit(actor: PeopleActor, created: Person): AuditEntry {
  const entity = created.role === 'student' ? 'student' : 'staff';
  return {
    actor,
    action: 'create',
    entity,
    entityId: created.id,
    summary: `Added ${entity === 'student' ? 'student' : created.role} ${personLabel(created)}`,
    after: pickFields(created, AUDITED_PERSON_FIELDS),
  };
}

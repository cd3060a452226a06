import type { AuditAction } from '@kaksha/contracts/audit';
import { messages } from '@kaksha/contracts/messages';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { personAudit } from './person-audit.ts';
import { mayActOnRole, type PeopleActor, removalRefusal } from './policy.ts';
import { findLiveUser, lockActiveSuperadmins, updateUserRow } from './queries.ts';

type Change = Partial<Pick<UserRow, 'isActive' | 'isRejected' | 'deletedAt' | 'acceptedAt'>>;
type StatusAction = Extract<AuditAction, 'accept' | 'reject' | 'activate' | 'deactivate' | 'delete'>;

async function liveTarget(deps: AppDeps, id: string): Promise<UserRow> {
  const target = await findLiveUser(deps.db, id);
  if (!target) throw notFound();
  return target;
}

/**
 * Takes a user out of service (deactivate, delete, reject) under the removal rules, then drops
 * their cached state so a token they hold stops working on its next request.
 */
async function takeOutOfService(
  deps: AppDeps,
  actor: PeopleActor,
  target: UserRow,
  change: Change,
  action: StatusAction,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const refusal = removalRefusal(actor, target, await lockActiveSuperadmins(tx));
    if (refusal) throw new HttpError(refusal.status, refusal.message);
    // A user who was active has been accepted, even one made active without the acceptance step.
    const accepted = target.isActive && !target.acceptedAt ? { acceptedAt: new Date() } : {};
    await updateUserRow(tx, target.id, { ...accepted, ...change, updatedAt: new Date() });
    await recordAudit(tx, personAudit(actor, action, target, { ...target, ...change }));
  });
  deps.actors.forget(target.id);
}

/** Puts a user (back) in service: active, and no longer rejected. */
async function putInService(deps: AppDeps, actor: PeopleActor, target: UserRow, action: StatusAction): Promise<void> {
  if (!mayActOnRole(actor, target.role)) throw forbidden(messages.onlySuperadmin);
  const change = { isActive: true, isRejected: false };
  await deps.db.transaction(async (tx) => {
    await updateUserRow(tx, target.id, {
      ...change,
      acceptedAt: target.acceptedAt ?? new Date(),
      updatedAt: new Date(),
    });
    await recordAudit(tx, personAudit(actor, action, target, { ...target, ...change }));
  });
  deps.actors.forget(target.id);
}

/** The staff and student Active/InActive toggle (POST /inactiveUser). */
export async function setInactive(deps: AppDeps, actor: PeopleActor, id: string, inactive: boolean): Promise<string> {
  const target = await liveTarget(deps, id);
  if (inactive) {
    await takeOutOfService(deps, actor, target, { isActive: false }, 'deactivate');
    return messages.userDeactivated;
  }
  await putInService(deps, actor, target, 'activate');
  return messages.userActivated;
}

/** Delete is deactivate-and-hide: the row stays for past results; the e-mail becomes free. */
export async function deleteUser(deps: AppDeps, actor: PeopleActor, id: string): Promise<void> {
  const target = await liveTarget(deps, id);
  await takeOutOfService(deps, actor, target, { isActive: false, deletedAt: new Date() }, 'delete');
}

/** Accepts a user from the bell; accepting again, or a rejected user, is allowed. */
export async function acceptUser(deps: AppDeps, actor: PeopleActor, id: string): Promise<{ emailVerified: boolean }> {
  const target = await liveTarget(deps, id);
  await putInService(deps, actor, target, 'accept');
  // An unverified address still stops sign-in (login answers 'Email verification Pending').
  return { emailVerified: target.isEmailVerified };
}

/** Rejects a user awaiting acceptance; an active user is deactivated with the toggle instead. */
export async function rejectUser(deps: AppDeps, actor: PeopleActor, id: string): Promise<void> {
  const target = await liveTarget(deps, id);
  if (target.isActive) throw new HttpError(409, messages.notAwaitingAcceptance);
  await takeOutOfService(deps, actor, target, { isActive: false, isRejected: true }, 'reject');
}

import { mayActOnRole as mayActOnRoleOf } from '@kaksha/contracts/admin-users';
import { messages } from '@kaksha/contracts/messages';

/** The part of the caller the people rules look at. */
export interface PeopleActor {
  userId: string;
  role: string;
}

/** The part of a target user the people rules look at. */
export interface PeopleTarget {
  id: string;
  role: string;
  isActive: boolean;
}

/** Only a superadmin grants, removes or acts on the admin and superadmin roles (contracts' rule). */
export const mayActOnRole = (actor: PeopleActor, role: string): boolean => mayActOnRoleOf(actor.role, role);

export type Refusal = { status: 403 | 409; message: string } | null;

/**
 * Why the actor may not take a user out of service (deactivate, delete, reject, or give another
 * role), or null when they may. `activeSuperadmins` counts active, live superadmins now.
 */
export function removalRefusal(actor: PeopleActor, target: PeopleTarget, activeSuperadmins: number): Refusal {
  if (target.id === actor.userId) return { status: 403, message: messages.notYourself };
  if (!mayActOnRole(actor, target.role)) return { status: 403, message: messages.onlySuperadmin };
  if (target.role === 'superadmin' && target.isActive && activeSuperadmins <= 1) {
    return { status: 409, message: messages.lastSuperadmin };
  }
  return null;
}

/** Why the actor may not change a user's role from `target.role` to `newRole`, or null. */
export function roleChangeRefusal(
  actor: PeopleActor,
  target: PeopleTarget,
  newRole: string,
  activeSuperadmins: number,
): Refusal {
  if (!mayActOnRole(actor, target.role) || !mayActOnRole(actor, newRole)) {
    return { status: 403, message: messages.onlySuperadmin };
  }
  if (newRole === target.role) return null;
  return removalRefusal(actor, target, activeSuperadmins);
}

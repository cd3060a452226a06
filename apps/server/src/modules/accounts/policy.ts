import { STAFF_ROLES } from '@kaksha/contracts';
import type { Actor } from '../../http/actor.ts';

export const isStaff = (actor: Pick<Actor, 'role'>): boolean => (STAFF_ROLES as readonly string[]).includes(actor.role);

/** A user reads only their own account; staff may read anyone's (student spec §2 Profile, admin §7). */
export const canReadAccount = (actor: Pick<Actor, 'role' | 'userId'>, userId: string): boolean =>
  actor.userId === userId || isStaff(actor);

/** Only the user themself changes their current curriculum; a userID in the body is never trusted. */
export const canChangeCurriculumOf = (actor: Pick<Actor, 'userId'>, userId: string): boolean => actor.userId === userId;

import type { Actor } from '../../http/actor.ts';
import { isStaff } from '../../http/roles.ts';

/** A user reads only their own account; staff may read anyone's (student spec §2 Profile, admin §7). */
export const canReadAccount = (actor: Pick<Actor, 'role' | 'userId'>, userId: string): boolean =>
  actor.userId === userId || isStaff(actor);

/** Only the user themself changes their current curriculum; a userID in the body is never trusted. */
export const canChangeCurriculumOf = (actor: Pick<Actor, 'userId'>, userId: string): boolean => actor.userId === userId;

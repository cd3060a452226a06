import type { Actor } from '../../http/actor.ts';

/** The userID a purchase names must be the caller's own: nobody buys or confirms for another. */
export const actsForSelf = (actor: Actor, userID: string): boolean => actor.userId === userID;

/** Only the student who placed an order may confirm it, and only for the curriculum it was for. */
export const mayConfirm = (
  actor: Actor,
  order: { userId: string; curriculumId: string },
  claimed: { userID: string; curriculumID: string },
): boolean =>
  actsForSelf(actor, claimed.userID) && order.userId === actor.userId && order.curriculumId === claimed.curriculumID;

/** The amount a curriculum costs in paise (spec §9: price x 100). */
export const amountInPaise = (price: number): number => Math.round(price * 100);

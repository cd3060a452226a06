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

/** An open order is reused for a day: long enough for a second tab or a retry, short of a stale one. */
export const OPEN_ORDER_MS = 24 * 60 * 60_000;

/**
 * Whether BUY NOW answers the student's open order again rather than replacing it: it is at the
 * current price, with the gateway in use, and less than a day old. So two tabs or a second click
 * pay one order, which the provider takes only once.
 */
export const isReusableOrder = (
  open: { amount: number; provider: string; createdAt: Date },
  wanted: { amount: number; provider: string },
  now: Date = new Date(),
): boolean =>
  open.amount === wanted.amount &&
  open.provider === wanted.provider &&
  now.getTime() - open.createdAt.getTime() < OPEN_ORDER_MS;

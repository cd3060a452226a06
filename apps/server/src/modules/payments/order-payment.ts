import { messages } from '@kaksha/contracts/messages';
import type { orderPayment } from '@kaksha/contracts/payments';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import type { CurriculumRow, PaymentOrderRow } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { PaymentProviderError, type ProviderOrder } from '../../platform/payments/payment-gateway.ts';
import { findUser, issueToken } from '../accounts/index.ts';
import { actsForSelf, amountInPaise, isReusableOrder } from './policy.ts';
import { enrolStudent, findCurriculumById, findOpenOrder, insertOrder, isEnrolled, replaceOrder } from './queries.ts';

type Body = z.output<NonNullable<(typeof orderPayment)['body']>>;

/**
 * Starts a purchase. The price is the curriculum's, read here: the amount the page sent must
 * match it (so the student pays what they saw) but is never what is charged. A free curriculum
 * enrols at once. Otherwise the student has one open order per curriculum (openOrder).
 */
export async function startPurchase(deps: AppDeps, actor: Actor, body: Body) {
  if (!actsForSelf(actor, body.user.userID)) throw notFound();
  const [curriculum, user] = await Promise.all([
    findCurriculumById(deps.db, body.curriculumID),
    findUser(deps.db, actor.userId),
  ]);
  if (!curriculum || !user) throw notFound();
  if (await isEnrolled(deps.db, user.id, curriculum.curriculumCode)) throw conflict(messages.alreadyPurchased);
  const amount = amountInPaise(curriculum.price);
  if (body.amount !== amount) throw conflict(messages.amountNotPrice);

  if (amount === 0) {
    await enrolStudent(deps.db, user.id, curriculum);
    return { paymentDetail: null, enrolled: true, token: await issueToken(deps.db, deps.tokens, user, actor.signInId) };
  }

  const { gateway } = deps.payments;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const order = await openOrder(deps, user.id, curriculum, amount, body.currency);
  const checkout = gateway.checkoutFor(order, { name, email: user.email, description: curriculum.longName });
  return {
    paymentDetail: { orderId: order.id, amount: order.amount, currency: 'INR' as const, checkout },
    enrolled: false,
  };
}

const asProviderOrder = (row: PaymentOrderRow): ProviderOrder => ({
  id: row.orderId,
  amount: row.amount,
  currency: row.currency,
  receipt: row.curriculumCode,
});

/**
 * The student's one open order for the curriculum: the current one while it can be reused,
 * otherwise a new one that replaces it. The database decides between clicks that arrive together
 * (a partial unique index allows one open order per student and curriculum): the click that loses
 * answers the winner's order, and its own provider order, recorded nowhere, can never be confirmed.
 */
async function openOrder(
  deps: AppDeps,
  userId: string,
  curriculum: CurriculumRow,
  amount: number,
  currency: Body['currency'],
): Promise<ProviderOrder> {
  const key = { userId, curriculumId: curriculum.id };
  const open = await findOpenOrder(deps.db, key);
  if (open && isReusableOrder(open, { amount, provider: deps.payments.gateway.name })) return asProviderOrder(open);
  const order = await createProviderOrder(deps, userId, curriculum, amount, currency);
  if (open) await replaceOrder(deps.db, open.orderId);
  try {
    await insertOrder(deps.db, {
      orderId: order.id,
      provider: deps.payments.gateway.name,
      userId,
      curriculumId: curriculum.id,
      curriculum: curriculum.curriculum,
      curriculumCode: curriculum.curriculumCode,
      amount: order.amount,
      currency: order.currency,
    });
    return order;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findOpenOrder(deps.db, key);
    if (!winner) throw error;
    return asProviderOrder(winner);
  }
}

/** A new order at the provider; recorded here (openOrder) before the student sees its checkout. */
async function createProviderOrder(
  deps: AppDeps,
  userId: string,
  curriculum: CurriculumRow,
  amount: number,
  currency: Body['currency'],
): Promise<ProviderOrder> {
  try {
    return await deps.payments.gateway.createOrder({
      amount,
      currency,
      receipt: `${curriculum.curriculumCode}`.slice(0, 40),
      description: curriculum.longName,
      notes: { userID: userId, curriculumCode: curriculum.curriculumCode },
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error({ err: error }, 'payment order not created');
    throw new HttpError(502, messages.paymentUnavailable);
  }
}

import { messages, type orderPayment } from '@kaksha/contracts';
import type { z } from 'zod';
import { type CurriculumRow, paymentOrders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { PaymentProviderError, type ProviderOrder } from '../../platform/payments/payment-gateway.ts';
import { issueToken } from '../accounts/issue-token.ts';
import { findUser } from '../accounts/queries.ts';
import { enrolStudent } from './enrol-student.ts';
import { actsForSelf, amountInPaise } from './policy.ts';
import { findCurriculumById, findOpenOrder, isEnrolled } from './queries.ts';

type Body = z.output<NonNullable<(typeof orderPayment)['body']>>;

/**
 * Starts a purchase. The price is the curriculum's, read here: the amount the page sent must
 * match it (so the student pays what they saw) but is never what is charged. A free curriculum
 * enrols at once. An unpaid order of the last day for the same curriculum and amount is reused.
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
  const open = await findOpenOrder(deps.db, {
    userId: user.id,
    curriculumId: curriculum.id,
    amount,
    provider: gateway.name,
  });
  const order = open
    ? { id: open.orderId, amount: open.amount, currency: open.currency, receipt: open.curriculumCode }
    : await createOrder(deps, user.id, curriculum, amount, body.currency);
  const checkout = gateway.checkoutFor(order, { name, email: user.email, description: curriculum.longName });
  return {
    paymentDetail: { orderId: order.id, amount: order.amount, currency: 'INR' as const, checkout },
    enrolled: false,
  };
}

/** A new order at the provider, recorded here before the student sees its checkout. */
async function createOrder(
  deps: AppDeps,
  userId: string,
  curriculum: CurriculumRow,
  amount: number,
  currency: Body['currency'],
): Promise<ProviderOrder> {
  const { gateway } = deps.payments;
  let order: ProviderOrder;
  try {
    order = await gateway.createOrder({
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
  await deps.db.insert(paymentOrders).values({
    orderId: order.id,
    provider: gateway.name,
    userId,
    curriculumId: curriculum.id,
    curriculum: curriculum.curriculum,
    curriculumCode: curriculum.curriculumCode,
    amount: order.amount,
    currency: order.currency,
  });
  return order;
}

import { messages } from '@kaksha/contracts/messages';
import type { verifyOrder } from '@kaksha/contracts/payments';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { findUser, issueToken } from '../accounts/index.ts';
import { confirmPayment } from './confirm-payment.ts';
import { mayConfirm } from './policy.ts';
import { findOrder } from './queries.ts';

type Body = z.output<NonNullable<(typeof verifyOrder)['body']>>;

/**
 * The browser's confirmation after checkout. The provider's signature of `order|payment` is
 * checked before anything changes; a forged one, or one made for another order, enrols nobody.
 * Sending the same confirmation again (a reload, a retry) answers success and enrols no one twice.
 */
export async function verifyPurchase(deps: AppDeps, actor: Actor, body: Body) {
  const { paymentId, paymentSignature, paymentOrderId } = body.paymentDeatils;
  const order = await findOrder(deps.db, paymentOrderId);
  if (!order || !mayConfirm(actor, order, body.user)) throw notFound();
  if (!deps.payments.gateway.verifyPaymentSignature(order.orderId, paymentId, paymentSignature)) {
    deps.log.warn({ orderId: order.orderId, userId: actor.userId }, 'payment signature refused');
    throw badRequest(messages.paymentNotVerified);
  }
  const confirmed = await confirmPayment(deps.db, actor, order.orderId, paymentId);
  if (confirmed.outcome === 'no-order') throw notFound();
  if (confirmed.outcome === 'paid-by-another-payment') throw conflict(messages.alreadyPurchased);
  const user = await findUser(deps.db, actor.userId);
  if (!user) throw notFound();
  return {
    message: messages.paymentSucceeded,
    data: { curriculum: confirmed.order.curriculum, curriculumCode: confirmed.order.curriculumCode },
    token: await issueToken(deps.db, deps.tokens, user, actor.signInId),
  };
}

import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { SYSTEM_ACTOR } from '../audit/index.ts';
import { confirmPayment } from './confirm-payment.ts';
import { findOrder } from './queries.ts';

/** The part of Razorpay's payment.captured / order.paid event we use. */
const WebhookEvent = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({ id: z.string().max(100), order_id: z.string().max(100).nullable(), amount: z.number() }),
        })
        .optional(),
    })
    .optional(),
});

const parseJson = (raw: Buffer): unknown => {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
};

const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);

/** What came of a webhook event: the confirmation's outcome, or ignored. */
export type WebhookOutcome = Awaited<ReturnType<typeof confirmPayment>>['outcome'] | 'ignored';

/**
 * Confirms the order a Razorpay event reports paid, once, as the system. The body's signature has
 * been checked. Events we do not act on, unknown orders and amounts that differ are ignored (and
 * acknowledged, so Razorpay does not retry them); a differing amount is logged.
 */
export async function recordWebhookPayment(deps: AppDeps, raw: Buffer): Promise<WebhookOutcome> {
  const parsed = WebhookEvent.safeParse(parseJson(raw));
  const payment = parsed.success ? parsed.data.payload?.payment?.entity : undefined;
  if (!parsed.success || !PAID_EVENTS.has(parsed.data.event) || !payment?.order_id) return 'ignored';
  const order = await findOrder(deps.db, payment.order_id);
  if (!order) return 'ignored';
  if (payment.amount !== order.amount) {
    deps.log.error({ orderId: order.orderId, paid: payment.amount }, 'webhook amount differs from the order');
    return 'ignored';
  }
  const confirmed = await confirmPayment(deps.db, SYSTEM_ACTOR, order.orderId, payment.id);
  return confirmed.outcome;
}

import type { FastifyInstance } from 'fastify';
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

/**
 * POST /api/payments/razorpay-webhook: Razorpay reports a payment even when the student closed
 * the page before the browser confirmed it. The signature (X-Razorpay-Signature, HMAC-SHA256 of
 * the raw body with RAZORPAY_WEBHOOK_SECRET) is checked over the exact bytes received.
 */
export function installRazorpayWebhook(app: FastifyInstance, deps: AppDeps): void {
  app.register(async (scope) => {
    // Keep the body as bytes: the signature is over them, not over re-serialised JSON.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/api/payments/razorpay-webhook', { schema: { hide: true } }, async (req, reply) => {
      const raw = req.body as Buffer;
      const signature = req.headers['x-razorpay-signature'];
      if (
        !Buffer.isBuffer(raw) ||
        typeof signature !== 'string' ||
        !deps.payments.gateway.verifyWebhookSignature(raw, signature)
      ) {
        return reply.status(400).send({ status: false, message: 'Invalid signature' });
      }
      const parsed = WebhookEvent.safeParse(parseJson(raw));
      const payment = parsed.success ? parsed.data.payload?.payment?.entity : undefined;
      // Events we do not act on are acknowledged, so Razorpay does not retry them.
      if (!parsed.success || !PAID_EVENTS.has(parsed.data.event) || !payment?.order_id) return { status: 'ignored' };
      const order = await findOrder(deps.db, payment.order_id);
      if (!order) return { status: 'ignored' };
      if (payment.amount !== order.amount) {
        deps.log.error({ orderId: order.orderId, paid: payment.amount }, 'webhook amount differs from the order');
        return { status: 'ignored' };
      }
      const confirmed = await confirmPayment(deps.db, SYSTEM_ACTOR, order.orderId, payment.id);
      return { status: confirmed.outcome };
    });
  });
}

import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { recordWebhookPayment } from './record-webhook-payment.ts';

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
      return { status: await recordWebhookPayment(deps, raw) };
    });
  });
}

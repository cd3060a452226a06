import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TestGateway } from './test-gateway.ts';
import { checkoutPage, checkoutScript } from './test-gateway-page.ts';

// The page is framed by our own subscription page, so it may be framed by 'self' only.
const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; " +
  "frame-ancestors 'self'; form-action 'self'; base-uri 'self'; object-src 'none'";

const PayBody = z.object({ orderId: z.string().min(1).max(100), cardNumber: z.string().max(40) });

/** The test gateway's checkout page and its card form, under /api/test-gateway. */
export function installTestGatewayRoutes(app: FastifyInstance, gateway: TestGateway): void {
  app.get('/api/test-gateway/checkout.js', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(checkoutScript),
  );

  app.get<{ Params: { orderId: string } }>(
    '/api/test-gateway/checkout/:orderId',
    { schema: { hide: true } },
    async (req, reply) => {
      const order = await gateway.findOrder(req.params.orderId.slice(0, 100));
      reply.header('content-security-policy', PAGE_CSP).header('cache-control', 'no-store');
      if (!order) return reply.status(404).type('text/html; charset=utf-8').send('<!doctype html><p>No such order</p>');
      return reply.type('text/html; charset=utf-8').send(checkoutPage(order));
    },
  );

  app.post('/api/test-gateway/pay', { schema: { hide: true } }, async (req, reply) => {
    const parsed = PayBody.safeParse(req.body);
    if (!parsed.success) {
      return reply.status(400).send({ error: { code: 'invalid_card', description: 'Enter a valid card number' } });
    }
    const outcome = await gateway.payWithCard(parsed.data.orderId, parsed.data.cardNumber);
    if (!outcome.ok) {
      const status = outcome.code === 'not_found' ? 404 : outcome.code === 'invalid_card' ? 400 : 402;
      return reply.status(status).send({ error: { code: outcome.code, description: outcome.description } });
    }
    // The three fields Razorpay's checkout hands to its success handler.
    return {
      razorpay_payment_id: outcome.paymentId,
      razorpay_order_id: parsed.data.orderId,
      razorpay_signature: outcome.signature,
    };
  });
}

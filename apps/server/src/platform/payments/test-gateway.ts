import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testGatewayOrders } from '../../db/schema/index.ts';
import { type PaymentGateway, sameSignature, signPayment } from './payment-gateway.ts';

/** Cards the test gateway knows: one that pays, one that is declined (as on Razorpay's test mode). */
export const TEST_CARDS = { success: '4111111111111111', declined: '4000000000000002' } as const;

const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(9).toString('base64url')}`;

/** The Luhn check every real card number passes. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export type CardOutcome =
  | { ok: true; paymentId: string; signature: string }
  | { ok: false; code: 'invalid_card' | 'declined' | 'not_found' | 'already_paid'; description: string };

export interface TestGateway extends PaymentGateway {
  /** The order as the checkout page shows it. */
  findOrder(
    orderId: string,
  ): Promise<{ id: string; amount: number; currency: string; description: string; status: string } | null>;
  /** Charges a card for an order: the success card pays and is signed, the declined card is refused. */
  payWithCard(orderId: string, cardNumber: string): Promise<CardOutcome>;
}

/**
 * The built-in test gateway: orders live in the database, the checkout page is served by the app
 * (test-gateway-routes.ts), and a paid order is signed exactly like Razorpay signs it.
 */
export function createTestGateway(db: Db, keySecret: string): TestGateway {
  return {
    name: 'test',
    async createOrder(order) {
      const id = newId('order');
      await db.insert(testGatewayOrders).values({
        id,
        amount: order.amount,
        currency: order.currency,
        receipt: order.receipt,
        description: order.description,
      });
      return { id, amount: order.amount, currency: order.currency, receipt: order.receipt };
    },
    checkoutFor: (order) => ({ provider: 'test', checkoutUrl: `/api/test-gateway/checkout/${order.id}` }),
    verifyPaymentSignature: (orderId, paymentId, signature) =>
      sameSignature(signPayment(keySecret, orderId, paymentId), signature),
    // The test gateway confirms through the page only; it sends no webhooks.
    verifyWebhookSignature: () => false,

    async findOrder(orderId) {
      const [row] = await db.select().from(testGatewayOrders).where(eq(testGatewayOrders.id, orderId)).limit(1);
      return row ?? null;
    },

    async payWithCard(orderId, cardNumber) {
      const digits = cardNumber.replace(/[\s-]/g, '');
      if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
        return { ok: false, code: 'invalid_card', description: 'Enter a valid card number' };
      }
      await db
        .update(testGatewayOrders)
        .set({ attempts: sql`${testGatewayOrders.attempts} + 1` })
        .where(eq(testGatewayOrders.id, orderId));
      if (digits === TEST_CARDS.declined) {
        return { ok: false, code: 'declined', description: 'Your card was declined by the bank' };
      }
      const paymentId = newId('pay');
      // Only a created order is paid, once: a second payment of it is refused.
      const [paid] = await db
        .update(testGatewayOrders)
        .set({ status: 'paid', paymentId })
        .where(and(eq(testGatewayOrders.id, orderId), eq(testGatewayOrders.status, 'created')))
        .returning({ id: testGatewayOrders.id });
      if (!paid) {
        const exists = await this.findOrder(orderId);
        return exists
          ? { ok: false, code: 'already_paid', description: 'This order has already been paid' }
          : { ok: false, code: 'not_found', description: 'No such order' };
      }
      return { ok: true, paymentId, signature: signPayment(keySecret, orderId, paymentId) };
    },
  };
}

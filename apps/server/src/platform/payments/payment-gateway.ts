import crypto from 'node:crypto';
import type { CheckoutDto } from '@kaksha/contracts/payments';

/** An order as the provider created it. Amount in the smallest unit (paise). */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
}

export interface NewOrder {
  amount: number;
  currency: 'INR';
  /** Our own reference, shown on the provider's dashboard. */
  receipt: string;
  description: string;
  notes: Record<string, string>;
}

/**
 * A card payment provider: Razorpay with RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET, or the built-in
 * test gateway. Both sign a finished payment the same way, so verification is one code path.
 */
export interface PaymentGateway {
  readonly name: 'razorpay' | 'test';
  createOrder(order: NewOrder): Promise<ProviderOrder>;
  checkoutFor(order: ProviderOrder, buyer: { name: string; email: string; description: string }): CheckoutDto;
  /** True when `signature` is the provider's signature of this order's payment. */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** True when a webhook body carries the provider's signature; false when webhooks are not set up. */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
}

/** Razorpay's checkout signature: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export const signPayment = (keySecret: string, orderId: string, paymentId: string): string =>
  crypto.createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw body with the webhook secret. */
export const signWebhook = (webhookSecret: string, rawBody: Buffer | string): string =>
  crypto.createHmac('sha256', webhookSecret).update(rawBody).digest('hex');

/** Compares hex signatures in constant time; anything malformed is simply not equal. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return /^[0-9a-f]+$/i.test(given) && a.length === b.length && crypto.timingSafeEqual(a, b);
}

export class PaymentProviderError extends Error {}

import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { PaymentProviderError } from './payment-gateway.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';

// Recorded shapes of Razorpay's Orders API and webhook (https://razorpay.com/docs/api/orders/).
const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url));
const orderCreated = JSON.parse(fixture('razorpay-order-created.json').toString());
const authFailed = JSON.parse(fixture('razorpay-order-auth-failed.json').toString());
const webhookBody = fixture('razorpay-webhook-payment-captured.json');

const settings = {
  keyId: 'rzp_test_key',
  keySecret: 'rzp_test_secret_abc',
  webhookSecret: 'whsec_test_123',
  apiUrl: 'https://api.razorpay.com',
  schoolName: 'Kaksha',
};
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const newOrder = {
  amount: 5000,
  currency: 'INR' as const,
  receipt: 'rcptid_11',
  description: 'Bachelor of Testing',
  notes: { userID: 'u1' },
};

describe('Razorpay orders', () => {
  it('posts the order to /v1/orders with basic auth and reads the created order', async () => {
    const fetcher = vi.fn(async () => answer(200, orderCreated));
    const gateway = createRazorpayGateway(settings, fetcher as typeof fetch);
    const order = await gateway.createOrder(newOrder);
    expect(order).toEqual({ id: 'order_IluGWxBm9U8zJ8', amount: 5000, currency: 'INR', receipt: 'rcptid_11' });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.razorpay.com/v1/orders');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:rzp_test_secret_abc').toString('base64')}`);
    expect(JSON.parse(String(init.body))).toEqual({
      amount: 5000,
      currency: 'INR',
      receipt: 'rcptid_11',
      notes: { userID: 'u1' },
    });
  });

  it("turns Razorpay's error answer into a provider error", async () => {
    const gateway = createRazorpayGateway(settings, (async () => answer(401, authFailed)) as typeof fetch);
    await expect(gateway.createOrder(newOrder)).rejects.toThrow(PaymentProviderError);
    await expect(gateway.createOrder(newOrder)).rejects.toThrow(/Authentication failed/);
  });

  it('refuses an order whose amount is not the one asked for', async () => {
    const other = { ...orderCreated, amount: 100 };
    const gateway = createRazorpayGateway(settings, (async () => answer(200, other)) as typeof fetch);
    await expect(gateway.createOrder(newOrder)).rejects.toThrow(PaymentProviderError);
  });

  it('hands the checkout the key id, never the secret', () => {
    const gateway = createRazorpayGateway(settings);
    const checkout = gateway.checkoutFor(
      { id: 'order_1', amount: 5000, currency: 'INR', receipt: 'r' },
      { name: 'Asha Rao', email: 'asha@example.com', description: 'Physics' },
    );
    expect(checkout).toEqual({
      provider: 'razorpay',
      key: 'rzp_test_key',
      name: 'Kaksha',
      description: 'Physics',
      prefill: { name: 'Asha Rao', email: 'asha@example.com' },
    });
    expect(JSON.stringify(checkout)).not.toContain(settings.keySecret);
  });
});

describe('Razorpay signatures', () => {
  const gateway = createRazorpayGateway(settings);
  // Computed with `openssl dgst -sha256 -hmac`, independently of the code under test.
  const checkoutSignature = '9f5aa5d967069cc9a5ff9b82880336885e4b6e3d01cf9e4a3af56129202354be';
  const webhookSignature = '3e85428641d46252cb231ad600190cc7975e4f0e1ae58a6e22c2a9ccb85c7a3b';

  it('accepts the checkout signature of order_id|payment_id and nothing else', () => {
    expect(gateway.verifyPaymentSignature('order_IluGWxBm9U8zJ8', 'pay_29QQoUBi66xm2f', checkoutSignature)).toBe(true);
    expect(gateway.verifyPaymentSignature('order_other', 'pay_29QQoUBi66xm2f', checkoutSignature)).toBe(false);
    expect(gateway.verifyPaymentSignature('order_IluGWxBm9U8zJ8', 'pay_other', checkoutSignature)).toBe(false);
    expect(gateway.verifyPaymentSignature('order_IluGWxBm9U8zJ8', 'pay_29QQoUBi66xm2f', 'zz')).toBe(false);
    expect(gateway.verifyPaymentSignature('order_IluGWxBm9U8zJ8', 'pay_29QQoUBi66xm2f', '')).toBe(false);
  });

  it('accepts the webhook signature over the raw body with the webhook secret', () => {
    expect(gateway.verifyWebhookSignature(webhookBody, webhookSignature)).toBe(true);
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(webhookBody.toString())));
    expect(gateway.verifyWebhookSignature(reformatted, webhookSignature)).toBe(false);
  });

  it('refuses every webhook when no webhook secret is set', () => {
    const noSecret = createRazorpayGateway({ ...settings, webhookSecret: undefined });
    expect(noSecret.verifyWebhookSignature(webhookBody, webhookSignature)).toBe(false);
  });
});

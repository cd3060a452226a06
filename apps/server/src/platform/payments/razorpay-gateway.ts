import {
  type NewOrder,
  type PaymentGateway,
  PaymentProviderError,
  type ProviderOrder,
  sameSignature,
  signPayment,
  signWebhook,
} from './payment-gateway.ts';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  /** RAZORPAY_WEBHOOK_SECRET; without it webhooks are refused. */
  webhookSecret?: string;
  apiUrl: string;
  schoolName: string;
}

interface RazorpayOrderAnswer {
  id?: string;
  amount?: number;
  currency?: string;
  receipt?: string;
  error?: { code?: string; description?: string };
}

/** Razorpay through its Orders API (https://razorpay.com/docs/api/orders/), by fetch. */
export function createRazorpayGateway(settings: RazorpaySettings, fetcher: typeof fetch = fetch): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    async createOrder(order: NewOrder): Promise<ProviderOrder> {
      const res = await fetcher(`${settings.apiUrl}/v1/orders`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: order.amount,
          currency: order.currency,
          receipt: order.receipt,
          notes: order.notes,
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await res.json().catch(() => ({}))) as RazorpayOrderAnswer;
      if (!res.ok || !answer.id || answer.amount !== order.amount) {
        throw new PaymentProviderError(
          `Razorpay refused the order (${res.status} ${answer.error?.code ?? ''} ${answer.error?.description ?? ''})`.trim(),
        );
      }
      return {
        id: answer.id,
        amount: answer.amount,
        currency: answer.currency ?? order.currency,
        receipt: order.receipt,
      };
    },
    checkoutFor(_order, buyer) {
      return {
        provider: 'razorpay',
        key: settings.keyId,
        name: settings.schoolName,
        description: buyer.description,
        prefill: { name: buyer.name, email: buyer.email },
      };
    },
    verifyPaymentSignature: (orderId, paymentId, signature) =>
      sameSignature(signPayment(settings.keySecret, orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) =>
      settings.webhookSecret ? sameSignature(signWebhook(settings.webhookSecret, rawBody), signature) : false,
  };
}

/** The fields Razorpay's checkout hands to its success handler (and the test gateway's page sends alike). */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (answer: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
let loading: Promise<RazorpayConstructor> | undefined;

/** Loads checkout.js once, only when a student pays through Razorpay. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Razorpay checkout did not load'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Razorpay checkout did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

export interface RazorpayOpen {
  key: string;
  orderId: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string };
  onSuccess: (answer: CheckoutSuccess) => void;
  onFailure: () => void;
  onDismiss: () => void;
}

/** Opens Razorpay's checkout for an order (https://razorpay.com/docs/payments/payment-gateway/web-integration/). */
export async function openRazorpay(o: RazorpayOpen): Promise<void> {
  const Razorpay = await loadRazorpay();
  const checkout = new Razorpay({
    key: o.key,
    order_id: o.orderId,
    amount: o.amount,
    currency: o.currency,
    name: o.name,
    description: o.description,
    prefill: o.prefill,
    handler: o.onSuccess,
    modal: { ondismiss: o.onDismiss },
  });
  checkout.on('payment.failed', () => o.onFailure());
  checkout.open();
}

import { z } from 'zod';
import { UserId } from './common.ts';
import { endpoint, ok } from './endpoint.ts';
import { messages } from './messages.ts';

/** Curriculum ids are the catalogue's `_id`. */
const CurriculumId = z.string({ error: messages.required }).trim().min(1, messages.required).max(100);

/**
 * The amount the page sends: price x 100 (paise), as a number or a numeric string. Empty is the
 * spec's 'please enter amount'; the server compares it with its own price and never charges it.
 */
const PaymentAmount = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' ? undefined : v),
  z
    .number({ error: messages.pleaseEnterAmount })
    .int(messages.pleaseEnterAmount)
    .min(0, messages.pleaseEnterAmount)
    .max(1_000_000_000),
);

/** How the page opens the provider's checkout: Razorpay's checkout.js, or the built-in test gateway's page. */
export const CheckoutDto = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('razorpay'),
    key: z.string(),
    name: z.string(),
    description: z.string(),
    prefill: z.object({ name: z.string(), email: z.string() }),
  }),
  z.object({ provider: z.literal('test'), checkoutUrl: z.string() }),
]);
export type CheckoutDto = z.infer<typeof CheckoutDto>;

export const orderPayment = endpoint({
  method: 'POST',
  path: '/orderPayment',
  access: ['student'],
  summary:
    'Starts buying a curriculum: an order for its price x 100 in INR (a free curriculum enrols at once, with no order)',
  body: z.object({
    user: z.object({ userID: UserId }),
    amount: PaymentAmount,
    currency: z.literal('INR'),
    curriculumID: CurriculumId,
  }),
  response: ok({
    data: z.object({
      /** Null for a free curriculum: the student is enrolled already. */
      paymentDetail: z
        .object({ orderId: z.string(), amount: z.number(), currency: z.literal('INR'), checkout: CheckoutDto })
        .nullable(),
      enrolled: z.boolean(),
    }),
    /** A fresh sign-in token listing the new curriculum, when enrolled. */
    token: z.string().optional(),
  }),
});

export const verifyOrder = endpoint({
  method: 'POST',
  path: '/verifyOrder',
  access: ['student'],
  summary: "Confirms a payment by the provider's signature and enrols the student (once, however often it is sent)",
  body: z.object({
    user: z.object({ userID: UserId, curriculumID: CurriculumId }),
    paymentDeatils: z.object({
      paymentId: z.string().trim().min(1, messages.required).max(100),
      paymentSignature: z.string().trim().min(1, messages.required).max(200),
      paymentOrderId: z.string().trim().min(1, messages.required).max(100),
    }),
  }),
  response: ok({
    message: z.string(),
    data: z.object({ curriculum: z.string(), curriculumCode: z.string() }),
    /** A fresh sign-in token whose userCurriculum lists the purchase. */
    token: z.string(),
  }),
});

/** A receipt of one paid purchase. Amount in paise, as charged. */
export const PurchaseDto = z.object({
  orderId: z.string(),
  paymentId: z.string(),
  amount: z.number(),
  currency: z.string(),
  curriculum: z.string(),
  curriculumCode: z.string(),
  longName: z.string(),
  paidAt: z.string(),
});
export type PurchaseDto = z.infer<typeof PurchaseDto>;

export const getUserPurchases = endpoint({
  method: 'GET',
  path: '/getUserPurchases',
  access: ['student'],
  summary: "The caller's paid purchases with their receipts, newest first",
  response: ok({ data: z.array(PurchaseDto) }),
});

export const paymentEndpoints = [orderPayment, verifyOrder, getUserPurchases] as const;

import type { PurchaseDto } from '@kaksha/contracts/payments';
import type { PaymentOrderRow } from '../../db/schema/index.ts';

/** A paid order as its receipt. */
export const presentPurchase = (order: PaymentOrderRow, longName: string | null): PurchaseDto => ({
  orderId: order.orderId,
  paymentId: order.paymentId ?? '',
  amount: order.amount,
  currency: order.currency,
  curriculum: order.curriculum,
  curriculumCode: order.curriculumCode,
  longName: longName ?? order.curriculum,
  paidAt: (order.paidAt ?? order.createdAt).toISOString(),
});

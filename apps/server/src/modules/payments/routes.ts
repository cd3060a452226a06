import { getUserPurchases, orderPayment, verifyOrder } from '@kaksha/contracts/payments';
import { implement } from '../../http/implement.ts';
import { startPurchase } from './order-payment.ts';
import { presentPurchase } from './presenter.ts';
import { paidOrdersOf } from './queries.ts';
import { verifyPurchase } from './verify-order.ts';

/** Buying a curriculum (student spec §7 Payment): order, provider checkout, verification, receipts. */
export const paymentRoutes = [
  implement(orderPayment, async ({ deps, actor, body }) => {
    const { token, ...data } = await startPurchase(deps, actor, body);
    return token ? { status: true, data, token } : { status: true, data };
  }),

  implement(verifyOrder, async ({ deps, actor, body }) => ({
    status: true,
    ...(await verifyPurchase(deps, actor, body)),
  })),

  implement(getUserPurchases, async ({ deps, actor }) => {
    const rows = await paidOrdersOf(deps.db, actor.userId);
    return { status: true, data: rows.map((r) => presentPurchase(r.order, r.longName)) };
  }),
];

import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enrolments, paymentOrders } from '../db/schema/index.ts';
import { apiCaller } from './role-tokens.ts';
import type { TestApp } from './test-app.ts';

/** The student's enrolments in one curriculum (a correct purchase leaves exactly one). */
export async function enrolmentCount(db: Db, userId: string, curriculumCode: string): Promise<number> {
  const rows = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(
      and(eq(enrolments.userId, userId), eq(enrolments.curriculumCode, curriculumCode), isNull(enrolments.subject)),
    );
  return rows.length;
}

export async function orderRow(db: Db, orderId: string) {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId));
  return row;
}

/** Starts a purchase through the API as the student would: orderPayment with price x 100. */
export function orderPaymentFor(t: TestApp, token: string, userID: string, curriculumID: string, amount: unknown) {
  return apiCaller(t)('/orderPayment', token, { user: { userID }, amount, currency: 'INR', curriculumID });
}

export function verifyOrderFor(
  t: TestApp,
  token: string,
  user: { userID: string; curriculumID: string },
  payment: { orderId: string; paymentId: string; signature: string },
) {
  return apiCaller(t)('/verifyOrder', token, {
    user,
    paymentDeatils: {
      paymentId: payment.paymentId,
      paymentSignature: payment.signature,
      paymentOrderId: payment.orderId,
    },
  });
}

/** Pays an order on the test gateway's card form, as its checkout page does. */
export async function payOnTestGateway(t: TestApp, orderId: string, cardNumber: string) {
  const res = await apiCaller(t)('/test-gateway/pay', null, { orderId, cardNumber });
  return { statusCode: res.statusCode, body: res.json() };
}

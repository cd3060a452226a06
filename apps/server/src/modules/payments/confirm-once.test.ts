import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curricula, paymentOrders, type UserRow } from '../../db/schema/index.ts';
import { signPayment, signWebhook } from '../../platform/payments/payment-gateway.ts';
import { createRazorpayGateway } from '../../platform/payments/razorpay-gateway.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildCurriculum, buildStudent } from '../../test/factories.ts';
import { enrolmentCount, orderPaymentFor, orderRow, verifyOrderFor } from '../../test/payment-helpers.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Razorpay's confirmations racing: the browser's verifyOrder (sent twice, as on a reload) and the
 * webhook (delivered twice, as Razorpay retries) all at once; and BUY NOW clicked several times at once. Meaningful on PostgreSQL
 * (DATABASE_URL), where they really run in parallel; on PGlite they run one after another.
 */
const KEY_SECRET = 'rzp_test_secret_concurrency';
const WEBHOOK_SECRET = 'whsec_concurrency';
const webhookFixture = JSON.parse(
  readFileSync(
    new URL('../../platform/payments/fixtures/razorpay-webhook-payment-captured.json', import.meta.url),
    'utf8',
  ),
);

let t: TestApp;
let student: UserRow;
let token: string;

beforeAll(async () => {
  t = await getTestApp();
  // Razorpay, with its Orders API answered in the recorded shape.
  const fakeOrdersApi = (async (_url: string, init: RequestInit) => {
    const asked = JSON.parse(String(init.body));
    const id = `order_${crypto.randomBytes(7).toString('hex')}`;
    return new Response(
      JSON.stringify({ id, entity: 'order', amount: asked.amount, currency: 'INR', status: 'created' }),
    );
  }) as typeof fetch;
  const gateway = createRazorpayGateway(
    {
      keyId: 'rzp_test_k',
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: 'https://rzp',
      schoolName: 'K',
    },
    fakeOrdersApi,
  );
  t.deps.payments = { gateway, testGateway: null };
  student = await buildStudent(t.deps.db);
  token = await loginAs(t.app, student);
});
afterAll(() => t.close());

function webhook(orderId: string, paymentId: string, amount: number, secret = WEBHOOK_SECRET) {
  const event = structuredClone(webhookFixture);
  Object.assign(event.payload.payment.entity, { id: paymentId, order_id: orderId, amount });
  const body = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay-webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(secret, body) },
    payload: body,
  });
}

async function paidOrder(price: number) {
  const curriculum = await buildCurriculum(t.deps.db, { price });
  const res = await orderPaymentFor(t, token, student.id, curriculum.id, price * 100);
  expect(res.statusCode).toBe(200);
  expect(res.json().data.paymentDetail.checkout).toMatchObject({ provider: 'razorpay', key: 'rzp_test_k' });
  const orderId: string = res.json().data.paymentDetail.orderId;
  const paymentId = `pay_${crypto.randomBytes(7).toString('hex')}`;
  return { curriculum, orderId, paymentId, signature: signPayment(KEY_SECRET, orderId, paymentId) };
}

describe('one purchase confirmed many times at once', () => {
  it('browser twice and webhook twice, in parallel: every answer succeeds, one enrolment, one paid order', async () => {
    for (let round = 0; round < 5; round++) {
      const p = await paidOrder(150);
      const user = { userID: student.id, curriculumID: p.curriculum.id };
      const answers = await Promise.all([
        verifyOrderFor(t, token, user, p),
        webhook(p.orderId, p.paymentId, 15000),
        verifyOrderFor(t, token, user, p),
        webhook(p.orderId, p.paymentId, 15000),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await enrolmentCount(t.deps.db, student.id, p.curriculum.curriculumCode)).toBe(1);
      const orders = await t.deps.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, p.orderId));
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ status: 'paid', paymentId: p.paymentId });
    }
  });

  it('the webhook alone enrols the student who closed the page, and the late browser confirmation agrees', async () => {
    const p = await paidOrder(90);
    expect((await webhook(p.orderId, p.paymentId, 9000)).json()).toEqual({ status: 'paid' });
    expect(await enrolmentCount(t.deps.db, student.id, p.curriculum.curriculumCode)).toBe(1);
    const late = await verifyOrderFor(t, token, { userID: student.id, curriculumID: p.curriculum.id }, p);
    expect(late.statusCode).toBe(200);
    expect(await enrolmentCount(t.deps.db, student.id, p.curriculum.curriculumCode)).toBe(1);
  });

  it('a webhook with a forged signature, or a different amount, enrols nobody', async () => {
    const p = await paidOrder(75);
    expect((await webhook(p.orderId, p.paymentId, 7500, 'not-the-secret')).statusCode).toBe(400);
    expect((await webhook(p.orderId, p.paymentId, 100)).json()).toEqual({ status: 'ignored' });
    expect(await enrolmentCount(t.deps.db, student.id, p.curriculum.curriculumCode)).toBe(0);
    expect((await orderRow(t.deps.db, p.orderId))?.status).toBe('created');
  });
});

describe('BUY NOW clicked several times at once', () => {
  const openOrders = (curriculumId: string) =>
    t.deps.db
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.userId, student.id),
          eq(paymentOrders.curriculumId, curriculumId),
          eq(paymentOrders.status, 'created'),
        ),
      );

  it('answers every click with the same order, and only one order can be paid', async () => {
    for (let round = 0; round < 5; round++) {
      const curriculum = await buildCurriculum(t.deps.db, { price: 120 });
      const clicks = await Promise.all(
        Array.from({ length: 4 }, () => orderPaymentFor(t, token, student.id, curriculum.id, 12000)),
      );
      expect(clicks.map((c) => c.statusCode)).toEqual([200, 200, 200, 200]);
      const orderIds = new Set(clicks.map((c) => c.json().data.paymentDetail.orderId));
      expect(orderIds.size).toBe(1);
      const open = await openOrders(curriculum.id);
      expect(open.map((o) => o.orderId)).toEqual([...orderIds]);
      const recorded = await t.deps.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.curriculumId, curriculum.id));
      expect(recorded).toHaveLength(1);
    }
  });

  it('a changed price replaces the open order; a payment on the old one in a forgotten tab still enrols', async () => {
    const curriculum = await buildCurriculum(t.deps.db, { price: 100 });
    const first = (await orderPaymentFor(t, token, student.id, curriculum.id, 10000)).json().data.paymentDetail;
    await t.deps.db.update(curricula).set({ price: 110 }).where(eq(curricula.id, curriculum.id));
    const second = (await orderPaymentFor(t, token, student.id, curriculum.id, 11000)).json().data.paymentDetail;
    expect(second.orderId).not.toBe(first.orderId);
    expect((await orderRow(t.deps.db, first.orderId))?.status).toBe('replaced');
    expect((await openOrders(curriculum.id)).map((o) => o.orderId)).toEqual([second.orderId]);

    const paymentId = `pay_${crypto.randomBytes(7).toString('hex')}`;
    const late = await verifyOrderFor(
      t,
      token,
      { userID: student.id, curriculumID: curriculum.id },
      { orderId: first.orderId, paymentId, signature: signPayment(KEY_SECRET, first.orderId, paymentId) },
    );
    expect(late.statusCode).toBe(200);
    expect(await enrolmentCount(t.deps.db, student.id, curriculum.curriculumCode)).toBe(1);
  });
});

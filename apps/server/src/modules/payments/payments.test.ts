import { messages } from '@kaksha/contracts/messages';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CurriculumRow, curricula, type UserRow } from '../../db/schema/index.ts';
import { signPayment } from '../../platform/payments/payment-gateway.ts';
import { TEST_CARDS } from '../../platform/payments/test-gateway.ts';
import { loginAs, withToken } from '../../test/auth-helpers.ts';
import { buildCurriculum, buildStudent } from '../../test/factories.ts';
import {
  enrolmentCount,
  orderPaymentFor,
  orderRow,
  payOnTestGateway,
  verifyOrderFor,
} from '../../test/payment-helpers.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let student: UserRow;
let token: string;
let other: UserRow;
let otherToken: string;

beforeAll(async () => {
  t = await getTestApp();
  [student, other] = await Promise.all([buildStudent(t.deps.db), buildStudent(t.deps.db)]);
  [token, otherToken] = await Promise.all([loginAs(t.app, student), loginAs(t.app, other)]);
});
afterAll(() => t.close());

const priced = (price: number) => buildCurriculum(t.deps.db, { price });

/** orderPayment for the curriculum at its price, as the page sends it. */
async function placeOrder(curriculum: CurriculumRow, who = { user: student, token }) {
  const res = await orderPaymentFor(t, who.token, who.user.id, curriculum.id, curriculum.price * 100);
  expect(res.statusCode).toBe(200);
  return res.json().data.paymentDetail as { orderId: string; amount: number; checkout: { checkoutUrl: string } };
}

async function buyWithCard(curriculum: CurriculumRow) {
  const order = await placeOrder(curriculum);
  const paid = await payOnTestGateway(t, order.orderId, TEST_CARDS.success);
  expect(paid.statusCode).toBe(200);
  return {
    orderId: order.orderId,
    paymentId: paid.body.razorpay_payment_id as string,
    signature: paid.body.razorpay_signature as string,
  };
}

describe('orderPayment', () => {
  it('creates an order for price x 100 in INR on the test gateway, with its checkout page', async () => {
    const curriculum = await priced(499.5);
    const order = await placeOrder(curriculum);
    expect(order.amount).toBe(49950);
    expect(order.checkout).toEqual({ provider: 'test', checkoutUrl: `/api/test-gateway/checkout/${order.orderId}` });
    expect(await orderRow(t.deps.db, order.orderId)).toMatchObject({ amount: 49950, status: 'created' });
    const page = await t.app.inject({ url: order.checkout.checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Card number');
    expect(page.body).toContain('Rs.499.50');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('takes the price from the curriculum: an amount the page altered is refused, nothing ordered', async () => {
    const curriculum = await priced(1000);
    const res = await orderPaymentFor(t, token, student.id, curriculum.id, 100);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.amountNotPrice);
  });

  it("says 'please enter amount' when the amount is empty", async () => {
    const curriculum = await priced(10);
    for (const amount of ['', undefined]) {
      const res = await orderPaymentFor(t, token, student.id, curriculum.id, amount);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field: 'amount', message: messages.pleaseEnterAmount });
    }
  });

  it('refuses to buy for another user, or an unknown curriculum (404)', async () => {
    const curriculum = await priced(10);
    expect((await orderPaymentFor(t, token, other.id, curriculum.id, 1000)).statusCode).toBe(404);
    expect((await orderPaymentFor(t, token, student.id, 'no-such-id', 1000)).statusCode).toBe(404);
  });

  it('enrols at once in a free curriculum, with no payment, and only once', async () => {
    const curriculum = await priced(0);
    const res = await orderPaymentFor(t, token, student.id, curriculum.id, 0);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ paymentDetail: null, enrolled: true });
    expect(decodeJwt(res.json().token).userCurriculum).toContain(curriculum.curriculumCode);
    expect(await enrolmentCount(t.deps.db, student.id, curriculum.curriculumCode)).toBe(1);
    const again = await orderPaymentFor(t, token, student.id, curriculum.id, 0);
    expect(again.statusCode).toBe(409);
    expect(await enrolmentCount(t.deps.db, student.id, curriculum.curriculumCode)).toBe(1);
  });
});

describe('verifyOrder', () => {
  it('enrols the student after a paid checkout and answers a token listing the curriculum', async () => {
    const curriculum = await priced(250);
    const payment = await buyWithCard(curriculum);
    const res = await verifyOrderFor(t, token, { userID: student.id, curriculumID: curriculum.id }, payment);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      message: messages.paymentSucceeded,
      data: { curriculumCode: curriculum.curriculumCode },
    });
    expect(decodeJwt(res.json().token).userCurriculum).toContain(curriculum.curriculumCode);
    expect(await enrolmentCount(t.deps.db, student.id, curriculum.curriculumCode)).toBe(1);
    const curricula = await t.app.inject({ url: `/api/getUserCurr/${student.id}`, headers: withToken(token) });
    expect(curricula.json().data.map((c: { curriculumCode: string }) => c.curriculumCode)).toContain(
      curriculum.curriculumCode,
    );
    // Bought already: a second order is refused.
    const again = await orderPaymentFor(t, token, student.id, curriculum.id, 25000);
    expect(again.json().message).toBe(messages.alreadyPurchased);
  });

  it('a forged signature enrols nobody', async () => {
    const curriculum = await priced(300);
    const payment = await buyWithCard(curriculum);
    const forged = [
      signPayment('guessed-secret', payment.orderId, payment.paymentId),
      payment.signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      'not-hex-at-all',
    ];
    for (const signature of forged) {
      const res = await verifyOrderFor(
        t,
        token,
        { userID: student.id, curriculumID: curriculum.id },
        { ...payment, signature },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.paymentNotVerified);
    }
    expect(await enrolmentCount(t.deps.db, student.id, curriculum.curriculumCode)).toBe(0);
    expect((await orderRow(t.deps.db, payment.orderId))?.status).toBe('created');
  });

  it('a signature reused from another order enrols nobody in the unpaid one', async () => {
    const [paidFor, unpaid] = await Promise.all([priced(20), priced(20)]);
    const payment = await buyWithCard(paidFor);
    const unpaidOrder = await placeOrder(unpaid);
    const res = await verifyOrderFor(
      t,
      token,
      { userID: student.id, curriculumID: unpaid.id },
      { ...payment, orderId: unpaidOrder.orderId },
    );
    expect(res.statusCode).toBe(400);
    expect(await enrolmentCount(t.deps.db, student.id, unpaid.curriculumCode)).toBe(0);
    // Nor can the paid order be claimed for another curriculum.
    const swapped = await verifyOrderFor(t, token, { userID: student.id, curriculumID: unpaid.id }, payment);
    expect(swapped.statusCode).toBe(404);
    expect(await enrolmentCount(t.deps.db, student.id, unpaid.curriculumCode)).toBe(0);
  });

  it('a repeated confirmation (a reload, a retry) succeeds and enrols once', async () => {
    const curriculum = await priced(40);
    const payment = await buyWithCard(curriculum);
    for (let i = 0; i < 3; i++) {
      const res = await verifyOrderFor(t, token, { userID: student.id, curriculumID: curriculum.id }, payment);
      expect(res.statusCode).toBe(200);
    }
    expect(await enrolmentCount(t.deps.db, student.id, curriculum.curriculumCode)).toBe(1);
  });

  it("a student cannot confirm another student's order (404, nobody enrolled)", async () => {
    const curriculum = await priced(60);
    const payment = await buyWithCard(curriculum);
    const asOther = await verifyOrderFor(t, otherToken, { userID: other.id, curriculumID: curriculum.id }, payment);
    expect(asOther.statusCode).toBe(404);
    const inTheirName = await verifyOrderFor(
      t,
      otherToken,
      { userID: student.id, curriculumID: curriculum.id },
      payment,
    );
    expect(inTheirName.statusCode).toBe(404);
    expect(await enrolmentCount(t.deps.db, other.id, curriculum.curriculumCode)).toBe(0);
    expect(await enrolmentCount(t.deps.db, student.id, curriculum.curriculumCode)).toBe(0);
  });
});

describe('the test gateway', () => {
  it('declines the declined card: no payment id, no signature, the order stays unpaid', async () => {
    const curriculum = await priced(70);
    const order = await placeOrder(curriculum);
    const declined = await payOnTestGateway(t, order.orderId, TEST_CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.body.error).toEqual({ code: 'declined', description: 'Your card was declined by the bank' });
    expect((await orderRow(t.deps.db, order.orderId))?.status).toBe('created');
    expect(await enrolmentCount(t.deps.db, student.id, curriculum.curriculumCode)).toBe(0);
  });

  it('gives a second BUY NOW (another tab, a retry) the same open order, which is paid only once', async () => {
    const curriculum = await priced(60);
    const first = await placeOrder(curriculum);
    const second = await placeOrder(curriculum);
    expect(second.orderId).toBe(first.orderId);
    expect((await payOnTestGateway(t, first.orderId, TEST_CARDS.success)).statusCode).toBe(200);
    expect((await payOnTestGateway(t, second.orderId, TEST_CARDS.success)).body.error.code).toBe('already_paid');
  });

  it("makes a new order when the price changed, and never reuses another student's order", async () => {
    const curriculum = await priced(70);
    const before = await placeOrder(curriculum);
    const theirs = await placeOrder(curriculum, { user: other, token: otherToken });
    expect(theirs.orderId).not.toBe(before.orderId);
    await t.deps.db.update(curricula).set({ price: 75 }).where(eq(curricula.id, curriculum.id));
    const after = await placeOrder({ ...curriculum, price: 75 });
    expect(after.orderId).not.toBe(before.orderId);
    expect(after.amount).toBe(7500);
  });

  it('refuses a number that is not a card, and a second payment of a paid order', async () => {
    const curriculum = await priced(80);
    const order = await placeOrder(curriculum);
    expect((await payOnTestGateway(t, order.orderId, '1234 5678 9012 3456')).statusCode).toBe(400);
    expect((await payOnTestGateway(t, order.orderId, TEST_CARDS.success)).statusCode).toBe(200);
    const twice = await payOnTestGateway(t, order.orderId, TEST_CARDS.success);
    expect(twice.body.error.code).toBe('already_paid');
  });
});

describe('getUserPurchases', () => {
  it("lists the caller's paid purchases with a receipt, and none of anyone else's", async () => {
    const curriculum = await priced(125);
    const payment = await buyWithCard(curriculum);
    await verifyOrderFor(t, token, { userID: student.id, curriculumID: curriculum.id }, payment);
    const mine = await t.app.inject({ url: '/api/getUserPurchases', headers: withToken(token) });
    expect(mine.statusCode).toBe(200);
    const receipt = mine.json().data.find((p: { orderId: string }) => p.orderId === payment.orderId);
    expect(receipt).toMatchObject({
      orderId: payment.orderId,
      paymentId: payment.paymentId,
      amount: 12500,
      currency: 'INR',
      curriculum: curriculum.curriculum,
      curriculumCode: curriculum.curriculumCode,
      longName: curriculum.longName,
    });
    expect(Number.isNaN(Date.parse(receipt.paidAt))).toBe(false);
    const theirs = await t.app.inject({ url: '/api/getUserPurchases', headers: withToken(otherToken) });
    expect(theirs.json().data).toEqual([]);
  });
});

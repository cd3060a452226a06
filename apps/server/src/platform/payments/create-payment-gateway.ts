import crypto from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';
import { createTestGateway, type TestGateway } from './test-gateway.ts';

export interface PaymentsSetup {
  gateway: PaymentGateway;
  /** Set when the built-in test gateway is in use: the app serves its checkout page. */
  testGateway: TestGateway | null;
}

/** Razorpay when its keys are set; the built-in test gateway otherwise. */
export function createPaymentGateway(config: Config, db: Db, appSecret: string): PaymentsSetup {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return {
      gateway: createRazorpayGateway({
        keyId: config.RAZORPAY_KEY_ID,
        keySecret: config.RAZORPAY_KEY_SECRET,
        webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
        apiUrl: config.RAZORPAY_API_URL.replace(/\/$/, ''),
        schoolName: 'Kaksha',
      }),
      testGateway: null,
    };
  }
  // A key of its own, derived so that every instance on one secret signs alike.
  const keySecret = crypto.createHmac('sha256', appSecret).update('test-gateway').digest('hex');
  const testGateway = createTestGateway(db, keySecret);
  return { gateway: testGateway, testGateway };
}

/**
 * The start-up warning while the test gateway takes payments: its checkout accepts the test card,
 * so anyone can "pay" for a plan until Razorpay's keys are set. Null when Razorpay is in use.
 */
export function testGatewayWarning(setup: PaymentsSetup): string | null {
  if (!setup.testGateway) return null;
  return 'Payments use the built-in TEST gateway: anyone can pay with the test card. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (and RAZORPAY_WEBHOOK_SECRET) to take real payments.';
}

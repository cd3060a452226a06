import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createPaymentGateway, testGatewayWarning } from './create-payment-gateway.ts';

// Choosing a gateway reads no rows; the database is only used once someone pays.
const noDb = {} as Db;
const secret = 'x'.repeat(40);

describe('the payment gateway chosen at start-up', () => {
  it('warns that anyone can pay with the test card while Razorpay keys are missing', () => {
    const setup = createPaymentGateway(loadConfig({}), noDb, secret);
    expect(setup.testGateway).not.toBeNull();
    const warning = testGatewayWarning(setup);
    expect(warning).toMatch(/anyone can pay with the test card/);
    expect(warning).toMatch(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/);
  });

  it('says nothing once both Razorpay keys are set', () => {
    const config = loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_id', RAZORPAY_KEY_SECRET: 'secret' });
    const setup = createPaymentGateway(config, noDb, secret);
    expect(setup.testGateway).toBeNull();
    expect(testGatewayWarning(setup)).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});
afterAll(() => t.close());

describe('the HTTP shell', () => {
  it('answers health and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('sends security headers with a CSP and a request id', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers unknown API paths with the error body and 404', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, message: 'Not found' });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(false);
    expect(res.body).not.toContain('at ');
  });

  it('publishes the OpenAPI document generated from the contracts', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/whoami']));
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('answers the logo endpoint without a token', async () => {
    expect((await t.app.inject('/api/getImage/logo')).json()).toEqual({ status: true, img: { imageUrl: null } });
  });
});

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});
afterAll(() => t.close());

describe('graceful stop', () => {
  it('finishes a request in flight while refusing new work', async () => {
    let ready = true;
    const app = await buildApp(t.deps, { logger: false, isReady: () => ready });
    let arrived = false;
    app.get('/slow', async () => {
      arrived = true;
      await new Promise((r) => setTimeout(r, 400));
      return { done: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const inFlight = fetch(`${base}/slow`).then((r) => r.json());
    // Wait until the request is really in the handler: a fixed pause is too short on a busy machine.
    while (!arrived) await new Promise((r) => setTimeout(r, 10));
    ready = false;
    expect((await app.inject('/readyz')).statusCode).toBe(503);
    const closing = app.close();
    expect(await inFlight).toEqual({ done: true });
    await closing;
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });
});

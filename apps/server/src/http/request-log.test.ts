import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestApp, type TestApp } from '../test/test-app.ts';

/** What the app wrote to its log, one parsed JSON line each. */
const lines: Record<string, unknown>[] = [];
const log = { write: (line: string) => void lines.push(JSON.parse(line)) };

describe('the request log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await getTestApp({}, { logStream: log });
  });
  afterAll(() => t.close());

  it('writes nothing for a health probe, which a load balancer sends every few seconds', async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'log-check-1' } });
    expect(res.statusCode).toBe(200);
    expect(lines.filter((l) => l.reqId === 'log-check-1')).toEqual([]);
  });

  it('writes one line for an answered request: method, url, status and time', async () => {
    lines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/whoami',
      headers: { 'x-request-id': 'log-check-2' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const completed = lines.filter((l) => l.reqId === 'log-check-2' && l.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({
      req: { method: 'POST', url: '/api/whoami' },
      res: { statusCode: res.statusCode },
    });
    expect(typeof completed[0]?.responseTime).toBe('number');
    // Fastify's own arrival line is gone: one line a request.
    expect(lines.filter((l) => l.reqId === 'log-check-2' && l.msg === 'incoming request')).toEqual([]);
  });
});

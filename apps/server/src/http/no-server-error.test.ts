import { endpoints } from '@kaksha/contracts/all-endpoints';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginAs, withToken } from '../test/auth-helpers.ts';
import { badPathSegment, badValue, malformedJson, malformedMultipart } from '../test/bad-inputs.ts';
import { buildAdmin } from '../test/factories.ts';
import { leafPaths, sampleFor, withValueAt } from '../test/schema-samples.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';

/**
 * No request ends in a 5xx because of its input. For every endpoint the contracts declare (a new
 * one is covered the moment it is added), generated bad input is sent as an admin and as nobody:
 * control characters in each field and path parameter, wrong types, huge strings, deep objects,
 * malformed JSON, and malformed multipart bodies for uploads (cut inside the file included).
 *
 * 300 inputs x 139 endpoints = 41,700 requests. Measured 2026-11-23 on the shared 2-core machine
 * (other work running), whole file: PGlite (`npm test`) 305 s while a type check ran beside it,
 * 134 s alone; PostgreSQL (`DATABASE_URL=... --project server`, as CI) 155 s.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

type Endpoint = (typeof endpoints)[number];

const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);

/** The endpoint's path with its parameters filled from `values` (already URL-encoded). */
const urlOf = (path: string, values: Record<string, string>) =>
  `/api${path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => values[name] ?? 'x')}`;

function requests(e: Endpoint): fc.Arbitrary<InjectOptions> {
  const names = paramNames(e.path);
  const goodParams = Object.fromEntries(names.map((n) => [n, 'x']));
  const params = names.length
    ? fc.oneof(
        fc.constant(goodParams),
        fc.record(Object.fromEntries(names.map((n) => [n, fc.oneof(fc.constant('x'), badPathSegment)]))),
      )
    : fc.constant({} as Record<string, string>);
  const base = e.body ? sampleFor(e.body as z.ZodType) : undefined;
  const paths = base === undefined ? [[]] : leafPaths(base);
  const query = fc.oneof(
    fc.constant(''),
    badPathSegment.map((v) => `?q=${v}`),
  );

  if (e.upload) {
    return fc.record({ p: params, body: malformedMultipart }).map(({ p, body }) => ({
      method: e.method,
      url: urlOf(e.path, p),
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    }));
  }
  if (e.method === 'GET') {
    return fc.record({ p: params, q: query }).map(({ p, q }) => ({ method: 'GET', url: `${urlOf(e.path, p)}${q}` }));
  }
  const mutated = fc
    .array(fc.tuple(fc.constantFrom(...paths), badValue), { minLength: 1, maxLength: 3 })
    .map((changes) => JSON.stringify(changes.reduce((body, [path, value]) => withValueAt(body, path, value), base)));
  const body = fc.oneof(
    { weight: 6, arbitrary: mutated.map((payload) => ({ payload, type: 'application/json' })) },
    { weight: 1, arbitrary: badValue.map((v) => ({ payload: JSON.stringify(v) ?? 'null', type: 'application/json' })) },
    { weight: 2, arbitrary: malformedJson.map((payload) => ({ payload, type: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { payload: 'a=%00', type: 'application/x-www-form-urlencoded' },
        { payload: 'hello\u0000', type: 'text/plain' },
        { payload: '--x\r\n\r\n', type: 'multipart/form-data; boundary=x' },
        { payload: '{}', type: 'application/json; charset=utf-16' },
      ),
    },
  );
  return fc.record({ p: params, b: body, q: query }).map(({ p, b, q }) => ({
    method: 'POST',
    url: `${urlOf(e.path, p)}${q}`,
    payload: b.payload,
    headers: { 'content-type': b.type },
  }));
}

/** Requests in flight at once: PGlite runs one query at a time, but inject's own work overlaps. */
const BATCH = 50;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/** Log lines, kept only while `capturing`: fastify logs two lines a request, and there are many. */
const log = {
  capturing: false,
  lines: [] as string[],
  write(line: string) {
    if (this.capturing) this.lines.push(line);
  },
};

const SQL = /\b(select\s.+\sfrom|insert\s+into|update\s.+\sset|delete\s+from)\b/i;

describe('no request ends in a server error because of its input', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await getTestApp({}, { logStream: log });
    admin = await loginAs(t.app, await buildAdmin(t.deps.db));
  });
  afterAll(() => t.close());

  it.each(endpoints.map((e) => [e.method, e.path, e] as const))(
    `%s %s: ${RUNS} bad inputs, as an admin or as nobody, none answered 5xx`,
    async (_method, _path, e) => {
      // Generated up front (cheap), then sent in concurrent batches; the seed reproduces a failure.
      const inputs = fc.sample(fc.tuple(requests(e), fc.boolean()), { numRuns: RUNS, seed: SEED });
      const statuses = new Map<number, number>();
      for (let i = 0; i < inputs.length; i += BATCH) {
        const answers = await Promise.all(
          inputs.slice(i, i + BATCH).map(async ([request, asAdmin]) => {
            const headers = { ...(request.headers as Record<string, string>), ...(asAdmin ? withToken(admin) : {}) };
            const res = await t.app.inject({ ...request, headers });
            return { request, status: res.statusCode, body: res.body.slice(0, 300) };
          }),
        );
        for (const a of answers) {
          statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
          const shown = {
            method: a.request.method,
            url: String(a.request.url).slice(0, 200),
            seed: SEED,
            body: a.body,
          };
          expect(a.status, JSON.stringify(shown)).toBeLessThan(500);
        }
      }
      expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(RUNS);
    },
    180_000,
  );

  it('a refused NUL character leaves no SQL statement in the log', async () => {
    const withBody = endpoints.filter((e) => e.body && !e.upload && e.method !== 'GET');
    log.capturing = true;
    try {
      for (const e of withBody) {
        const base = sampleFor(e.body as z.ZodType);
        const body = leafPaths(base).reduce((b, path) => withValueAt(b, path, 'a\u0000b'), base);
        const url = urlOf(
          e.path,
          Object.fromEntries(paramNames(e.path).map((n) => [n, encodeURIComponent('x\u0000')])),
        );
        const res = await t.app.inject({ method: 'POST', url, payload: body as object, headers: withToken(admin) });
        expect(res.statusCode, `${e.path} ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }
    } finally {
      log.capturing = false;
    }
    // Each request logs at least its arrival, so an empty capture would prove nothing.
    expect(log.lines.length).toBeGreaterThanOrEqual(withBody.length);
    expect(log.lines.filter((line) => SQL.test(line))).toEqual([]);
  });
});

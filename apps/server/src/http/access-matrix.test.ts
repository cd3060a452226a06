import { endpoints } from '@kaksha/contracts/all-endpoints';
import { BUILT_IN_ROLES } from '@kaksha/contracts/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withToken } from '../test/auth-helpers.ts';
import { buildUser } from '../test/factories.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The role tier of every endpoint, from the contract list itself: a new endpoint is covered the
 * moment it is declared. Row rules (own / other's rows) are tested beside each domain.
 */
describe('every endpoint answers by role before it looks at the request', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await getTestApp();
    for (const role of BUILT_IN_ROLES) tokens.set(role, await loginAs(t.app, await buildUser(t.deps.db, { role })));
  });
  afterAll(() => t.close());

  const urlOf = (path: string) => `/api${path.replace(/:[A-Za-z0-9_]+/g, 'x')}`;

  it.each(endpoints.filter((e) => e.access !== 'public').map((e) => [e.method, e.path, e] as const))(
    '%s %s: 401 without a token',
    async (method, path) => {
      const res = await t.app.inject({ method, url: urlOf(path), payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode).toBe(401);
    },
  );

  const allowedRoles = (access: unknown): readonly string[] | null => (Array.isArray(access) ? access : null);
  const refused = endpoints.flatMap((e) => {
    const allowed = allowedRoles(e.access);
    return allowed
      ? BUILT_IN_ROLES.filter((r) => !allowed.includes(r)).map((role) => [e.method, e.path, role] as const)
      : [];
  });
  it.runIf(refused.length > 0).each(refused)('%s %s: 403 for a %s', async (method, path, role) => {
    const res = await t.app.inject({
      method,
      url: urlOf(path),
      headers: withToken(tokens.get(role) ?? ''),
      payload: method === 'POST' ? {} : undefined,
    });
    expect(res.statusCode).toBe(403);
  });
});

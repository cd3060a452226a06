import { afterAll, beforeAll } from 'vitest';
import { loginAs, withToken } from './auth-helpers.ts';
import { buildAdmin, buildStudent, buildTeacher } from './factories.ts';
import { getTestApp, type TestApp } from './test-app.ts';

export interface RoleTokens {
  admin: string;
  teacher: string;
  student: string;
}

/** Signs in one admin, teacher and student of a test app. */
export async function signInRoles(t: TestApp): Promise<RoleTokens> {
  const [admin, teacher, student] = await Promise.all([
    buildAdmin(t.deps.db),
    buildTeacher(t.deps.db),
    buildStudent(t.deps.db),
  ]);
  return {
    admin: await loginAs(t.app, admin),
    teacher: await loginAs(t.app, teacher),
    student: await loginAs(t.app, student),
  };
}

/** Calls `/api<path>` as the token's user: POST with a body, or GET without one. */
export function apiCaller(t: TestApp) {
  return (path: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url: `/api${path}`,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: token ? withToken(token) : {},
    });
}

export type ApiCall = ReturnType<typeof apiCaller>;

/**
 * The test file's app, one signed-in admin, teacher and student, and a caller: made before its
 * tests, closed after. `t` and `tokens` are filled in place by `beforeAll`, so read their members
 * inside tests, not at the top of the file.
 */
export function useRoleApp(overrides?: Record<string, string>): { t: TestApp; tokens: RoleTokens; call: ApiCall } {
  const t = {} as TestApp;
  const tokens = {} as RoleTokens;
  let inner: ApiCall;
  beforeAll(async () => {
    Object.assign(t, await getTestApp(overrides));
    Object.assign(tokens, await signInRoles(t));
    inner = apiCaller(t);
  });
  afterAll(() => t.close());
  return { t, tokens, call: (path, token, payload) => inner(path, token, payload) };
}

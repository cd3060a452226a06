import { loginAs, withToken } from './auth-helpers.ts';
import { buildAdmin, buildStudent, buildTeacher } from './factories.ts';
import type { TestApp } from './test-app.ts';

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

import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD, E2E_ADMIN } from './constants.ts';

/** A token for an account, from the login call the login page makes. */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status(), `login of ${email}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Calls the API as an account, the way the screens do, to set a scene quickly: a GET without data,
 * a POST with it. `/createAssessment` and `/api/createAssessment` are the same call. An answer
 * other than 2xx fails the test with its body.
 */
export async function apiAs(request: APIRequestContext, email: string, password: string) {
  const headers = { 'x-access-token': await apiToken(request, email, password) };
  // biome-ignore lint/suspicious/noExplicitAny: each caller names the shape it reads.
  return async <T = any>(path: string, data?: unknown): Promise<T> => {
    const url = path.startsWith('/api/') ? path : `/api${path}`;
    const res = data === undefined ? await request.get(url, { headers }) : await request.post(url, { headers, data });
    expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
}

/** Calls the API as the browser tests' first admin (E2E_ADMIN), as the admin screens do. */
export const adminApi = (request: APIRequestContext) => apiAs(request, E2E_ADMIN.email, E2E_ADMIN.password);

/** Calls the API as a demo account (DEMO), which all share DEMO_PASSWORD. */
export const apiAsDemo = (request: APIRequestContext, email: string) => apiAs(request, email, DEMO_PASSWORD);

/**
 * Registers a student through /api/register, as the registration page would, into the demo
 * school's first curriculum; `fields` name the person and change any other field.
 */
export async function registerStudent(
  request: APIRequestContext,
  fields: { firstName: string; lastName: string; email: string; password: string } & Record<string, unknown>,
): Promise<void> {
  const res = await request.post('/api/register', {
    data: {
      gender: 'Female',
      dob: '2005-03-09',
      address: '8 Hill Road',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      pincode: '560001',
      curriculumCode: 'KKS-BSC-CS-2026',
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

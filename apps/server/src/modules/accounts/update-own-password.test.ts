import { messages } from '@kaksha/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withToken } from '../../test/auth-helpers.ts';
import { buildAdmin, buildStudent, TEST_PASSWORD } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'N3w-Passw0rd!';
const change = (token: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/updateOwnPassword', headers: withToken(token), payload });

describe('POST /api/updateOwnPassword', () => {
  it('changes an admin’s own password: the new one signs in, the old one no longer does', async () => {
    const admin = await buildAdmin(t.deps.db);
    const token = await loginAs(t.app, admin);
    const res = await change(token, {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.ownPasswordChanged);
    await expect(loginAs(t.app, admin)).rejects.toThrow(/401/);
    expect(await loginAs(t.app, admin, NEW_PASSWORD)).toEqual(expect.any(String));
  });

  it('refuses a wrong current password with 400 on its field, and keeps the session and the password', async () => {
    const student = await buildStudent(t.deps.db);
    const token = await loginAs(t.app, student);
    const res = await change(token, {
      currentPassword: 'Wr0ng-password!',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'currentPassword', message: messages.currentPasswordWrong }]);
    expect(await loginAs(t.app, student)).toEqual(expect.any(String));
  });

  it('checks the new password: the rule, the confirmation, and not the current one again', async () => {
    const admin = await buildAdmin(t.deps.db);
    const token = await loginAs(t.app, admin);
    const weak = await change(token, { currentPassword: TEST_PASSWORD, password: 'short', confirmPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    const mismatch = await change(token, {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.json().errors).toContainEqual({ field: 'confirmPassword', message: messages.passwordsDoNotMatch });
    const same = await change(token, {
      currentPassword: TEST_PASSWORD,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(same.json().errors).toContainEqual({ field: 'password', message: messages.newPasswordSameAsCurrent });
  });

  it('needs a sign-in (401)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/updateOwnPassword', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

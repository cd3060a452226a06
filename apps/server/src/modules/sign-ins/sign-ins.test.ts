import { messages } from '@kaksha/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSessions } from '../../db/schema/index.ts';
import { withToken } from '../../test/auth-helpers.ts';
import { buildStudent, buildTeacher, TEST_PASSWORD } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});
afterAll(() => t.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

async function signIn(email: string, ip = '10.7.0.1', ua = FIREFOX): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: TEST_PASSWORD },
    remoteAddress: ip,
    headers: { 'user-agent': ua },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}
const whoami = (token: string) => t.app.inject({ url: '/api/whoami', headers: withToken(token) });
const call = (path: string, token: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: payload === undefined && path === '/getMySessions' ? 'GET' : 'POST',
    url: `/api${path}`,
    headers: withToken(token),
    ...(payload ? { payload } : {}),
  });

describe('sign-in sessions', () => {
  it('puts a sign-in id in the token and lists the sign-ins with device, address and "this device"', async () => {
    const student = await buildStudent(t.deps.db);
    const laptop = await signIn(student.email, '10.7.0.1', FIREFOX);
    await signIn(student.email, '10.7.0.2', PHONE);
    const claims = await t.deps.tokens.verify(laptop);
    expect(claims?.sid).toMatch(/^[0-9a-f-]{36}$/);

    const res = await call('/getMySessions', laptop);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { id: string; device: string; address: string; current: boolean }[];
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.current)).toMatchObject({
      id: claims?.sid,
      device: 'Firefox on Linux',
      address: '10.7.0.1',
    });
    expect(rows.find((r) => !r.current)).toMatchObject({ device: 'Chrome on Android', address: '10.7.0.2' });
  });

  it('logout ends the token on the server: the same token is refused afterwards', async () => {
    const student = await buildStudent(t.deps.db);
    const token = await signIn(student.email);
    const other = await signIn(student.email, '10.7.0.3');
    expect((await whoami(token)).statusCode).toBe(200);
    const res = await call('/logout', token, {});
    expect(res.json()).toEqual({ status: true, message: messages.signedOut });
    expect((await whoami(token)).statusCode).toBe(401);
    // Only that sign-in ended.
    expect((await whoami(other)).statusCode).toBe(200);
  });

  it("ends one chosen sign-in of the caller, never someone else's", async () => {
    const student = await buildStudent(t.deps.db);
    const mine = await signIn(student.email);
    const phone = await signIn(student.email, '10.7.0.4', PHONE);
    const phoneId = (await t.deps.tokens.verify(phone))?.sid as string;
    const intruder = await signIn((await buildTeacher(t.deps.db)).email, '10.7.0.5');

    const foreign = await call('/endSession', intruder, { id: phoneId });
    expect(foreign.statusCode).toBe(404);
    expect((await whoami(phone)).statusCode).toBe(200);

    const res = await call('/endSession', mine, { id: phoneId });
    expect(res.json()).toEqual({ status: true, message: messages.signInEnded });
    expect((await whoami(phone)).statusCode).toBe(401);
    expect((await whoami(mine)).statusCode).toBe(200);
    expect((await call('/endSession', mine, { id: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it("signs out everywhere: every token of the user stops working, others' do not", async () => {
    const student = await buildStudent(t.deps.db);
    const a = await signIn(student.email);
    const b = await signIn(student.email, '10.7.0.6', PHONE);
    const bystander = await signIn((await buildStudent(t.deps.db)).email);
    expect((await call('/logoutEverywhere', a, {})).json().message).toBe(messages.signedOutEverywhere);
    expect((await whoami(a)).statusCode).toBe(401);
    expect((await whoami(b)).statusCode).toBe(401);
    expect((await whoami(bystander)).statusCode).toBe(200);
  });

  it('refuses a token without a sign-in id (signed before sign-ins existed)', async () => {
    const student = await buildStudent(t.deps.db);
    const legacy = await t.deps.tokens.sign({
      email: student.email,
      role: 'student',
      userID: student.id,
      curriculum: null,
      curriculumCode: null,
      userCurriculum: [],
      subject: null,
      sid: '',
    });
    expect((await whoami(legacy)).statusCode).toBe(401);
  });

  it('writes "last seen" at most once a minute, not on every request', async () => {
    const student = await buildStudent(t.deps.db);
    const token = await signIn(student.email);
    const sid = (await t.deps.tokens.verify(token))?.sid as string;
    const old = new Date(Date.now() - 5 * 60_000);
    await t.deps.db.update(userSessions).set({ lastSeenAt: old }).where(eq(userSessions.id, sid));
    t.deps.actors.forget(student.id);
    await whoami(token);
    await new Promise((r) => setTimeout(r, 50));
    const seen = async () =>
      (await t.deps.db.select().from(userSessions).where(eq(userSessions.id, sid)))[0]?.lastSeenAt.getTime() ?? 0;
    const first = await seen();
    expect(first).toBeGreaterThan(old.getTime());
    for (let i = 0; i < 5; i++) await whoami(token);
    await new Promise((r) => setTimeout(r, 50));
    expect(await seen()).toBe(first);
  });
});

import { messages } from '@kaksha/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { withToken } from '../../test/auth-helpers.ts';
import { buildAdmin, buildStudent, buildTeacher, TEST_PASSWORD } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '50' });
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

describe('POST /api/login', () => {
  it('signs a student in with the spec claims and login type', async () => {
    const student = await buildStudent(t.deps.db, { curriculum: 'ORG-BSC-CS', curriculumCode: 'ORG-BSC-CS-2026' });
    const res = await login(student.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, statuscode: 200, loginModule: 'student' });
    const claims = await t.deps.tokens.verify(body.token);
    expect(claims).toMatchObject({
      email: student.email,
      role: 'student',
      userID: student.id,
      curriculumCode: 'ORG-BSC-CS-2026',
      curriculum: 'ORG-BSC-CS',
      subject: null,
      userCurriculum: [],
    });
  });

  it('sends teachers to the teacher area and admins to the admin area', async () => {
    const teacher = await buildTeacher(t.deps.db);
    const admin = await buildAdmin(t.deps.db);
    expect((await login(teacher.email, TEST_PASSWORD)).json().loginModule).toBe('teacher');
    expect((await login(admin.email, TEST_PASSWORD)).json().loginModule).toBe('superadmin');
  });

  it('gives the same message for an unknown e-mail and a wrong password', async () => {
    const student = await buildStudent(t.deps.db);
    const wrongPassword = await login(student.email, 'Wrong-pass1!', '10.0.0.2');
    const unknown = await login('nobody@example.test', TEST_PASSWORD, '10.0.0.2');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(wrongPassword.json()).toEqual({ status: false, statuscode: 204, message: messages.badCredentials });
  });

  it('tells an inactive user and an unverified student why', async () => {
    const inactive = await buildStudent(t.deps.db, { isActive: false });
    const unverified = await buildStudent(t.deps.db, { isEmailVerified: false, isActive: false });
    expect((await login(inactive.email, TEST_PASSWORD)).json().message).toBe(messages.accountInactive);
    expect((await login(unverified.email, TEST_PASSWORD)).json().message).toBe(messages.emailVerificationPending);
  });

  it('refuses bad input with field messages', async () => {
    const res = await login('not-an-email', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(false);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });

  it('stops one address guessing one account (429) without locking the account for others', async () => {
    const student = await buildStudent(t.deps.db);
    for (let i = 0; i < 3; i++) expect((await login(student.email, 'Wrong-pass1!', '10.1.0.1')).statusCode).toBe(401);
    const blocked = await login(student.email, TEST_PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, elsewhere, is not kept out by what happened at that address.
    expect((await login(student.email, TEST_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('slows guesses from many addresses with a growing delay, but lets the owner in from a usual address', async () => {
    const student = await buildStudent(t.deps.db);
    // The owner signed in from home once: that address is now a usual one.
    expect((await login(student.email, TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    // Guesses from many addresses, each below its own pair limit.
    for (let i = 0; i < 4; i++)
      expect((await login(student.email, 'Wrong-pass1!', `10.4.0.${i}`)).statusCode).toBe(401);
    const delayed = await login(student.email, 'Wrong-pass2!', '10.4.0.9');
    expect(delayed.statusCode).toBe(429);
    expect(Number(delayed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Even the right password waits from an unfamiliar address...
    expect((await login(student.email, TEST_PASSWORD, '10.4.0.10')).statusCode).toBe(429);
    // ...but the owner typing it at home gets in at once.
    expect((await login(student.email, TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
  });

  it('treats an unknown e-mail like a known one under the delay (no hint of who has an account)', async () => {
    for (let i = 0; i < 4; i++) await login('ghost@example.test', 'Wrong-pass1!', `10.5.0.${i}`);
    const unknown = await login('ghost@example.test', 'Wrong-pass1!', '10.5.0.9');
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json().message).toBe(messages.tooManyAttempts);
  });

  it('limits failed attempts per address across accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 50; i++) await login(`guess${i}@example.test`, 'Wrong-pass1!', ip);
    const student = await buildStudent(t.deps.db);
    expect((await login(student.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(student.email, TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('the token on later requests', () => {
  it('is accepted in x-access-token and as a Bearer header, and refused when tampered', async () => {
    const student = await buildStudent(t.deps.db);
    const token = (await login(student.email, TEST_PASSWORD)).json().token as string;
    const viaHeader = await t.app.inject({ url: '/api/whoami', headers: withToken(token) });
    const viaBearer = await t.app.inject({ url: '/api/whoami', headers: { authorization: `Bearer ${token}` } });
    expect(viaHeader.json().user.userID).toBe(student.id);
    expect(viaBearer.statusCode).toBe(200);
    const tampered = `${token.slice(0, -4)}AAAA`;
    expect((await t.app.inject({ url: '/api/whoami', headers: withToken(tampered) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/whoami' })).statusCode).toBe(401);
  });

  it('refuses a token signed with alg none', async () => {
    const student = await buildStudent(t.deps.db);
    const payload = Buffer.from(JSON.stringify({ userID: student.id, role: 'superadmin', iss: 'kaksha' })).toString(
      'base64url',
    );
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect((await t.app.inject({ url: '/api/whoami', headers: withToken(none) })).statusCode).toBe(401);
  });

  it('stops working at once when the user is deactivated', async () => {
    const student = await buildStudent(t.deps.db);
    const token = (await login(student.email, TEST_PASSWORD)).json().token as string;
    expect((await t.app.inject({ url: '/api/whoami', headers: withToken(token) })).statusCode).toBe(200);
    await t.deps.db.update(users).set({ isActive: false }).where(eq(users.id, student.id));
    t.deps.actors.forget(student.id);
    expect((await t.app.inject({ url: '/api/whoami', headers: withToken(token) })).statusCode).toBe(401);
  });
});

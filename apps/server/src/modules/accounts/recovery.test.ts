import { messages } from '@kaksha/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { issueOneTimeToken } from '../../platform/auth/one-time-tokens.ts';
import { buildStudent, TEST_PASSWORD } from '../../test/factories.ts';
import { linkParts, mailsTo, waitForMail } from '../../test/mail-helpers.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { queueVerificationMail } from './email-verification.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp({ PUBLIC_URL: 'https://school.example.test' });
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, ip = '10.7.0.1') =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: ip });
const login = (email: string, password: string) => post('/login', { email, password }, '10.7.1.1');

describe('POST /api/verify-email', () => {
  it('verifies once with the mailed token; the student then waits for an admin', async () => {
    const student = await buildStudent(t.deps.db, { isEmailVerified: false, isActive: false });
    await queueVerificationMail(t.deps, t.deps.db, student);
    const [mail] = await mailsTo(t.deps.db, student.email);
    const { id, token } = linkParts(mail?.text ?? '', 'email-verification');

    const res = await post('/verify-email', { id, emailToken: token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: messages.emailVerified });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, student.id));
    expect(row?.isEmailVerified).toBe(true);
    expect(row?.isActive).toBe(false);
    expect((await login(student.email, TEST_PASSWORD)).json().message).toBe(messages.accountInactive);

    const again = await post('/verify-email', { id, emailToken: token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.emailVerificationFailed);
  });

  it("fails for a wrong token, another user's id, and a reset token", async () => {
    const a = await buildStudent(t.deps.db, { isEmailVerified: false });
    const b = await buildStudent(t.deps.db, { isEmailVerified: false });
    await queueVerificationMail(t.deps, t.deps.db, a);
    const { token } = linkParts((await mailsTo(t.deps.db, a.email))[0]?.text ?? '', 'email-verification');
    expect((await post('/verify-email', { id: b.id, emailToken: token })).statusCode).toBe(400);
    expect((await post('/verify-email', { id: a.id, emailToken: 'not-the-token' })).statusCode).toBe(400);
    const reset = await issueOneTimeToken(t.deps.db, { userId: a.id, purpose: 'reset-password', ttlMs: 60_000 });
    expect((await post('/verify-email', { id: a.id, emailToken: reset })).statusCode).toBe(400);
    expect((await post('/verify-email', { id: a.id })).statusCode).toBe(400);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, b.id));
    expect(row?.isEmailVerified).toBe(false);
  });

  it('fails for an expired token', async () => {
    const student = await buildStudent(t.deps.db, { isEmailVerified: false });
    const token = await issueOneTimeToken(t.deps.db, { userId: student.id, purpose: 'verify-email', ttlMs: -1000 });
    expect((await post('/verify-email', { id: student.id, emailToken: token })).statusCode).toBe(400);
  });

  it('blocks an address after many wrong tokens (429)', async () => {
    const ip = '10.7.9.9';
    for (let i = 0; i < 20; i++) await post('/verify-email', { id: 'x', emailToken: `guess-${i}` }, ip);
    const res = await post('/verify-email', { id: 'x', emailToken: 'guess' }, ip);
    expect(res.statusCode).toBe(429);
  });
});

describe('password reset', () => {
  it('answers the same for an unknown address and mails nobody', async () => {
    const student = await buildStudent(t.deps.db);
    const known = await post('/email-password-change', { emailId: student.email.toUpperCase() });
    const unknown = await post('/email-password-change', { emailId: 'nobody-here@example.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ status: true, Message: messages.resetMailSent });
    await waitForMail(t.deps.db, student.email);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailsTo(t.deps.db, 'nobody-here@example.test')).toHaveLength(0);
  });

  it("says 'Email cant be empty' for an empty address", async () => {
    const res = await post('/email-password-change', { emailId: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: 'emailId', message: messages.emailCantBeEmpty });
  });

  it('changes the password once with the mailed link; the old one and the link stop working', async () => {
    const student = await buildStudent(t.deps.db, { isEmailVerified: false });
    await post('/email-password-change', { emailId: student.email });
    const [mail] = await waitForMail(t.deps.db, student.email);
    expect(mail?.subject).toContain('Kaksha');
    expect(mail?.html).toContain('https://school.example.test/change-password/');
    const { id, token, origin } = linkParts(mail?.text ?? '', 'change-password');
    expect(origin).toBe('https://school.example.test');

    const body = { id, token, password: 'N3w-Passw0rd', confirmPassword: 'N3w-Passw0rd' };
    const res = await post('/change-password', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: messages.passwordChanged });
    expect((await login(student.email, 'N3w-Passw0rd')).statusCode).toBe(200);
    expect((await login(student.email, TEST_PASSWORD)).statusCode).toBe(401);

    const again = await post('/change-password', { ...body, password: 'Th1rd-Pass!', confirmPassword: 'Th1rd-Pass!' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.resetLinkInvalid);
  });

  it('ends every sign-in of the user: a stolen token stops working after the reset', async () => {
    const student = await buildStudent(t.deps.db);
    const stolen = (await login(student.email, TEST_PASSWORD)).json().token as string;
    const own = (await login(student.email, TEST_PASSWORD)).json().token as string;
    const whoami = (token: string) => t.app.inject({ url: '/api/whoami', headers: { 'x-access-token': token } });
    expect((await whoami(stolen)).statusCode).toBe(200);

    const token = await issueOneTimeToken(t.deps.db, { userId: student.id, purpose: 'reset-password', ttlMs: 60_000 });
    const body = { id: student.id, token, password: 'N3w-Passw0rd', confirmPassword: 'N3w-Passw0rd' };
    expect((await post('/change-password', body)).statusCode).toBe(200);
    expect((await whoami(stolen)).statusCode).toBe(401);
    expect((await whoami(own)).statusCode).toBe(401);
    const fresh = (await login(student.email, 'N3w-Passw0rd')).json().token as string;
    expect((await whoami(fresh)).statusCode).toBe(200);
  });

  it('refuses a weak password, a confirmation that differs, and a verification token', async () => {
    const student = await buildStudent(t.deps.db);
    const token = await issueOneTimeToken(t.deps.db, { userId: student.id, purpose: 'reset-password', ttlMs: 60_000 });
    const weak = await post('/change-password', { id: student.id, token, password: 'short', confirmPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toContainEqual({ field: 'password', message: messages.passwordRule });
    const differ = await post('/change-password', {
      id: student.id,
      token,
      password: 'N3w-Passw0rd',
      confirmPassword: 'N3w-Passw0rd!',
    });
    expect(differ.statusCode).toBe(400);
    expect(differ.json().errors).toContainEqual({ field: 'confirmPassword', message: messages.passwordsDoNotMatch });
    // The refused attempts did not spend the token.
    const ok = await post('/change-password', {
      id: student.id,
      token,
      password: 'N3w-Passw0rd',
      confirmPassword: 'N3w-Passw0rd',
    });
    expect(ok.statusCode).toBe(200);

    const verify = await issueOneTimeToken(t.deps.db, { userId: student.id, purpose: 'verify-email', ttlMs: 60_000 });
    const wrongPurpose = await post('/change-password', {
      id: student.id,
      token: verify,
      password: 'N3w-Passw0rd',
      confirmPassword: 'N3w-Passw0rd',
    });
    expect(wrongPurpose.statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const student = await buildStudent(t.deps.db);
    const token = await issueOneTimeToken(t.deps.db, { userId: student.id, purpose: 'reset-password', ttlMs: -1 });
    const res = await post('/change-password', {
      id: student.id,
      token,
      password: 'N3w-Passw0rd',
      confirmPassword: 'N3w-Passw0rd',
    });
    expect(res.statusCode).toBe(400);
  });

  it('limits reset mails per e-mail (429)', async () => {
    const student = await buildStudent(t.deps.db);
    const ip = '10.7.8.8';
    for (let i = 0; i < 3; i++)
      expect((await post('/email-password-change', { emailId: student.email }, ip)).statusCode).toBe(200);
    const res = await post('/email-password-change', { emailId: student.email }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(messages.tooManyRequests);
  });
});

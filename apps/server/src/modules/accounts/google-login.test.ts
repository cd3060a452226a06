import { messages } from '@kaksha/contracts/messages';
import { eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildCurriculum, buildStudent, buildTeacher } from '../../test/factories.ts';
import { startTestGoogle } from '../../test/google-keys.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let google: Awaited<ReturnType<typeof startTestGoogle>>;
let curriculumCode: string;
beforeAll(async () => {
  google = await startTestGoogle();
  t = await getTestApp(google.config);
  curriculumCode = (await buildCurriculum(t.deps.db)).curriculumCode;
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const googleLogin = (tokenId: string) =>
  t.app.inject({ method: 'POST', url: '/api/googleLogin', payload: { tokenId } });

describe('GET /api/getPublicConfig', () => {
  it('tells the sign-in page the Google client id', async () => {
    const res = await t.app.inject({ url: '/api/getPublicConfig' });
    expect(res.json()).toEqual({ status: true, googleClientId: google.config.GOOGLE_CLIENT_ID });
  });
});

describe('POST /api/googleLogin', () => {
  it('signs a known, active user in with the same answer as /login', async () => {
    const teacher = await buildTeacher(t.deps.db);
    const res = await googleLogin(await google.sign({ email: teacher.email.toUpperCase(), sub: 'g-1' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, valid: true, statuscode: 200, loginModule: 'teacher' });
    expect((await t.deps.tokens.verify(res.json().token))?.userID).toBe(teacher.id);
  });

  it('applies the inactive rule of /login', async () => {
    const inactive = await buildStudent(t.deps.db, { isActive: false });
    const res = await googleLogin(await google.sign({ email: inactive.email }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: false, statuscode: 204, message: messages.accountInactive });
  });

  it('tells an unknown user to register, with the e-mail Google verified', async () => {
    const res = await googleLogin(
      await google.sign({ email: 'New.Person@gmail.test', given_name: 'New', family_name: 'Person' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      valid: false,
      email: 'new.person@gmail.test',
      firstName: 'New',
      lastName: 'Person',
    });
    expect(res.json().token).toBeUndefined();
  });

  it('refuses tokens for another client, from another issuer, signed by another key, or with an unverified e-mail', async () => {
    const student = await buildStudent(t.deps.db);
    const { privateKey } = await generateKeyPair('RS256');
    for (const token of [
      await google.sign({ email: student.email }, { audience: 'someone-else.apps.googleusercontent.com' }),
      await google.sign({ email: student.email }, { issuer: 'https://evil.example.test' }),
      await google.sign({ email: student.email }, { key: privateKey }),
      await google.sign({ email: student.email, email_verified: false }),
      'not.a.token',
    ]) {
      const res = await googleLogin(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(messages.googleFailed);
    }
  });

  it('is refused when Google sign-in is off', async () => {
    const saved = t.deps.google;
    t.deps.google = null;
    try {
      const res = await googleLogin(await google.sign({ email: 'x@example.test' }));
      expect(res.statusCode).toBe(400);
      expect((await t.app.inject({ url: '/api/getPublicConfig' })).json().googleClientId).toBeNull();
    } finally {
      t.deps.google = saved;
    }
  });
});

describe('registering after Google sign-in', () => {
  const form = (googleToken: string) => ({
    firstName: 'Gita',
    lastName: 'Das',
    email: 'attacker-chosen@example.test',
    gender: 'Female',
    dob: '2005-02-01',
    address: '9 Park Street',
    country: 'India',
    state: 'Karnataka',
    city: 'Bengaluru',
    pincode: '560001',
    curriculumCode,
    googleToken,
  });

  it("takes the e-mail from the verified token, marks the account Google's and sets no password", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: form(await google.sign({ email: 'gita.das@gmail.test', sub: 'g-42' })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Message).toBe(messages.registeredWithGoogle);
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, 'gita.das@gmail.test'));
    expect(row).toMatchObject({ isGoogle: true, passwordHash: null, isActive: false, isEmailVerified: true });
    expect(await t.deps.db.select().from(users).where(eq(users.email, 'attacker-chosen@example.test'))).toHaveLength(0);

    // No password works for a Google account, not even its Google id.
    const byPassword = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'gita.das@gmail.test', password: 'g-42' },
    });
    expect(byPassword.statusCode).toBe(401);
    // Until an admin accepts them, Google sign-in says why.
    const byGoogle = await googleLogin(await google.sign({ email: 'gita.das@gmail.test', sub: 'g-42' }));
    expect(byGoogle.json().message).toBe(messages.accountInactive);
  });

  it('refuses a forged Google token', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: form(await google.sign({ email: 'forged@gmail.test' }, { key: privateKey })),
    });
    expect(res.statusCode).toBe(401);
    expect(await t.deps.db.select().from(users).where(eq(users.email, 'forged@gmail.test'))).toHaveLength(0);
  });
});

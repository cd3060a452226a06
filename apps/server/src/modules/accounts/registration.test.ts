import { messages } from '@kaksha/contracts/messages';
import { addDays, todayIn } from '@kaksha/contracts/school-time';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, users } from '../../db/schema/index.ts';
import { buildCurriculum, buildStudent } from '../../test/factories.ts';
import { linkParts, mailsTo } from '../../test/mail-helpers.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody, sampleFiles } from '../../test/upload-helpers.ts';

let t: TestApp;
let curriculumCode: string;
beforeAll(async () => {
  t = await getTestApp({ PUBLIC_URL: 'https://school.example.test' });
  curriculumCode = (await buildCurriculum(t.deps.db)).curriculumCode;
});
afterAll(() => t.close());

let n = 0;
const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Meera',
  middleName: 'K',
  lastName: 'Nair',
  mobile: '+91 98765 43210',
  email: `meera${n++}@example.test`,
  password: 'Str0ng!pass',
  gender: 'Female',
  dob: '2004-05-14',
  parentOrGardien: {
    parentFirstName: 'Lakshmi',
    parentMiddleName: '',
    parentLastName: 'Nair',
    parentMobile: '9876500000',
    parentEmail: 'lakshmi@example.test',
    parentAddress: '4 Lake Road, Kochi',
  },
  address: '4 Lake Road',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  pincode: '682001',
  identityNumber: 'ID-1234',
  curriculumCode,
  paymentDeatils: [],
  isGoogle: false,
  ...overrides,
});

const register = (payload: Record<string, unknown>, ip = '10.9.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/register', payload, remoteAddress: ip });
const upload = (name: string, content: Buffer, ip = '10.9.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/uploadIdentity',
    remoteAddress: ip,
    ...multipartBody([{ field: 'file', name, content }]),
  });
const userByEmail = async (email: string) => (await t.deps.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST /api/register', () => {
  it('creates an inactive, unverified student enrolled in the curriculum, and mails the verification link', async () => {
    const file = await upload('card.pdf', sampleFiles.pdf);
    expect(file.statusCode).toBe(200);
    const identityUrl = file.json().identityUrl as string;
    expect(identityUrl).toMatch(/^private\/identity\/.+\.pdf$/);

    const body = form({ identityUrl, email: 'Meera.New@Example.test' });
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, Message: messages.registered });

    const user = await userByEmail('meera.new@example.test');
    expect(user).toMatchObject({
      role: 'student',
      isActive: false,
      isEmailVerified: false,
      isGoogle: false,
      gender: 'Female',
      dob: '2004-05-14',
      city: 'Bengaluru',
      identityUrl,
      curriculumCode,
    });
    expect(user?.parentOrGardien?.parentEmail).toBe('lakshmi@example.test');
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const enrolled = await t.deps.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.userId, user?.id ?? ''));
    expect(enrolled.map((e) => e.curriculumCode)).toEqual([curriculumCode]);

    const [mail] = await mailsTo(t.deps.db, 'meera.new@example.test');
    expect(mail?.subject).toContain('Kaksha');
    const link = linkParts(mail?.text ?? '', 'email-verification');
    expect(link.origin).toBe('https://school.example.test');
    expect(link.id).toBe(user?.id);
    expect(mail?.html).toContain(`https://school.example.test/email-verification/${user?.id}/`);

    // Signing in is refused until the e-mail is verified.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'meera.new@example.test', password: 'Str0ng!pass' },
    });
    expect(login.json().message).toBe(messages.emailVerificationPending);
  });

  it('answers an e-mail already registered exactly like a new one, creates nothing and mails the owner', async () => {
    const existing = await buildStudent(t.deps.db);
    const before = await t.deps.db.select({ n: count() }).from(users);
    const known = await register(form({ email: existing.email.toUpperCase() }));
    const fresh = await register(form());
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.json()).toEqual(fresh.json());
    expect(known.json()).toEqual({ status: true, Message: messages.registered });
    // Only the fresh registration created a user.
    expect((await t.deps.db.select({ n: count() }).from(users))[0]?.n).toBe((before[0]?.n ?? 0) + 1);
    const [note] = await mailsTo(t.deps.db, existing.email);
    expect(note?.subject).toContain('tried to register');
    expect(note?.text).toContain('https://school.example.test/login');
    expect(note?.text).toContain('Forgot password');
    const [owner] = await t.deps.db.select().from(users).where(eq(users.id, existing.id));
    expect(owner?.passwordHash).toBe(existing.passwordHash);
  });

  it('gives field messages for missing and invalid fields', async () => {
    const future = addDays(todayIn('Asia/Kolkata'), 3);
    const res = await register(
      form({ firstName: '', password: 'weakpass', dob: future, gender: 'Robot', country: '', pincode: '' }),
    );
    expect(res.statusCode).toBe(400);
    const errors: Record<string, string> = {};
    for (const e of res.json().errors as { field: string; message: string }[]) errors[e.field] ??= e.message;
    expect(errors).toMatchObject({
      firstName: messages.required,
      password: messages.passwordRule,
      dob: messages.dobInFuture,
      country: messages.required,
      pincode: messages.required,
    });
    expect(errors.gender).toBeDefined();
  });

  it('refuses a curriculum that does not exist and a place that is not in the lists', async () => {
    const noCurriculum = await register(form({ curriculumCode: 'NOPE-2026' }));
    expect(noCurriculum.statusCode).toBe(400);
    expect(noCurriculum.json().message).toBe(messages.unknownCurriculum);
    const wrongCity = await register(form({ city: 'Atlantis' }));
    expect(wrongCity.statusCode).toBe(400);
    expect(wrongCity.json().message).toBe(messages.unknownPlace);
    const wrongState = await register(form({ state: 'Bavaria', city: 'Munich' }));
    expect(wrongState.statusCode).toBe(400);
  });

  it('refuses an identity location that was never uploaded or that another account holds', async () => {
    const forged = await register(form({ identityUrl: 'private/identity/00000000-0000-0000-0000-000000000000.pdf' }));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(messages.identityUploadAgain);
    const traversal = await register(form({ identityUrl: '../../etc/passwd' }));
    expect(traversal.statusCode).toBe(400);

    const file = (await upload('id.png', sampleFiles.png)).json().identityUrl as string;
    expect((await register(form({ identityUrl: file }))).statusCode).toBe(200);
    const reused = await register(form({ identityUrl: file }));
    expect(reused.statusCode).toBe(400);
  });

  it("treats an empty identityUrl (the spec's client sends '' with no document) as none", async () => {
    const email = `no-document${n}@example.test`;
    const res = await register(form({ identityUrl: '', email }), '10.9.0.7');
    expect(res.statusCode).toBe(200);
    expect((await userByEmail(email))?.identityUrl ?? null).toBeNull();
  });

  it('names the length rule when a field is too long, not "Required"', async () => {
    const res = await register(form({ identityNumber: 'x'.repeat(51) }), '10.9.0.8');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'identityNumber', message: 'Use at most 50 characters' });
  });

  it('is limited per client address (429)', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 60; i++) await t.deps.limiters.registrationByAddress.fail(ip);
    const res = await register(form(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(messages.tooManyRequests);
    expect((await upload('card.pdf', sampleFiles.pdf, ip)).statusCode).toBe(429);
  });
});

describe('POST /api/uploadIdentity', () => {
  it('refuses a program renamed .pdf and a file over 2 MB, keeping nothing', async () => {
    const fake = await upload('card.pdf', sampleFiles.exe);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(messages.identityKinds);
    const big = await upload('card.pdf', Buffer.concat([sampleFiles.pdf, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    const wrongKind = await upload('notes.zip', Buffer.from('PK\u0003\u0004'));
    expect(wrongKind.statusCode).toBe(400);
  });
});

describe('the lookups of the registration form', () => {
  it('lists countries, the states of a country and the cities of a state', async () => {
    const countries = (await t.app.inject({ url: '/api/countries' })).json().data as { name: string }[];
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual({ name: 'India', isoCode: 'IN' });
    const states = (await t.app.inject({ url: '/api/states/IN' })).json().data as { name: string }[];
    expect(states).toHaveLength(36);
    expect(states).toContainEqual({ name: 'Karnataka', isoCode: 'KA' });
    const cities = (await t.app.inject({ url: '/api/cities/IN/KA' })).json().data as { name: string }[];
    expect(cities).toContainEqual({ name: 'Bengaluru' });
    expect((await t.app.inject({ url: '/api/states/ZZ' })).json().data).toEqual([]);
    expect((await t.app.inject({ url: '/api/states/%2E%2E%2Fx' })).statusCode).toBe(400);
  });

  it('lists the curricula open for registration with their price, without those that ended', async () => {
    const ended = await buildCurriculum(t.deps.db, { endDate: '2001-12-31' });
    const priced = await buildCurriculum(t.deps.db, { price: 1250 });
    const res = await t.app.inject({ url: '/api/getCurriculaForRegistration' });
    const rows = res.json().data as { curriculumCode: string; price: number }[];
    const codes = rows.map((c) => c.curriculumCode);
    expect(codes).toContain(curriculumCode);
    expect(codes).not.toContain(ended.curriculumCode);
    expect(rows.find((c) => c.curriculumCode === priced.curriculumCode)?.price).toBe(1250);
  });
});

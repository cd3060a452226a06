import { messages } from '@kaksha/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildStudent, buildUser } from '../../test/factories.ts';
import { mailsTo } from '../../test/mail-helpers.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});
afterAll(() => t.close());

let nextIp = 1;
const freshIp = () => `10.9.0.${nextIp++}`;
const send = (payload: Record<string, unknown>, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/contactUs', payload, remoteAddress: ip });
const form = { name: 'Asha Rao', email: 'Asha@Example.test', message: 'Do you teach Java?\nThank you.' };

describe('POST /api/contactUs', () => {
  // Runs first, while the database has no admin at all.
  it('refuses to say "sent" when no admin can receive the message', async () => {
    const res = await send(form);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(messages.contactNobodyToReceive);
  });

  it('mails every active admin, and nobody else, with the message and the address to reply to', async () => {
    const admin = await buildAdmin(t.deps.db);
    const superadmin = await buildUser(t.deps.db, { role: 'superadmin' });
    const inactive = await buildAdmin(t.deps.db, { isActive: false });
    const student = await buildStudent(t.deps.db);

    const res = await send({ ...form, plan: 'PRO' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: messages.contactSent });

    for (const to of [admin.email, superadmin.email]) {
      const [mail] = await mailsTo(t.deps.db, to);
      expect(mail?.subject).toBe('Kaksha contact form: Asha Rao about the PRO plan');
      expect(mail?.text).toContain('Do you teach Java?\nThank you.');
      expect(mail?.text).toContain('asha@example.test');
    }
    expect(await mailsTo(t.deps.db, inactive.email)).toHaveLength(0);
    expect(await mailsTo(t.deps.db, student.email)).toHaveLength(0);
  });

  it('escapes what the visitor typed in the HTML of the mail', async () => {
    const admin = await buildAdmin(t.deps.db);
    await send({ ...form, name: 'Eve <b>', message: '<script>alert(1)</script>' });
    const [mail] = await mailsTo(t.deps.db, admin.email);
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&#60;script&#62;');
    expect(mail?.html).not.toContain('Eve <b>');
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name', messages.required],
    ['a bad e-mail', { email: 'not-an-address' }, 'email', messages.invalidEmail],
    ['an empty message', { message: '' }, 'message', messages.required],
    ['a name with a control character', { name: 'Asha\u0007' }, 'name', messages.contactControlCharacters],
    ['a NUL in the message', { message: 'hello\u0000' }, 'message', messages.contactControlCharacters],
    ['a line break in the name', { name: 'Asha\r\nBcc: x@y.z' }, 'name', messages.contactControlCharacters],
    ['a message past 2000 characters', { message: 'a'.repeat(2001) }, 'message', messages.contactMessageTooLong],
    ['an unknown plan', { plan: 'GOLD' }, 'plan', undefined],
  ])('answers 400 for %s', async (_what, change, field, message) => {
    const res = await send({ ...form, ...change });
    expect(res.statusCode).toBe(400);
    const errors: { field: string; message: string }[] = res.json().errors;
    const error = errors.find((e) => e.field === field);
    expect(error).toBeDefined();
    if (message) expect(error?.message).toBe(message);
  });

  it('lets one address send five messages an hour, then answers 429', async () => {
    await buildAdmin(t.deps.db);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await send(form, ip)).statusCode).toBe(200);
    const blocked = await send(form, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.tooManyRequests);
    expect((await send(form, freshIp())).statusCode).toBe(200);
  });
});

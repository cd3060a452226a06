import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildAdmin, buildStudent, buildUser } from '../../test/factories.ts';
import { caller, staffForm, studentDetails } from '../../test/people-fixtures.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * whoami answers from what the caller's check read and cached with the sign-in (http/actor.ts),
 * so each change of an e-mail or a name must show at once, not when the cache runs out.
 */
let t: TestApp;
let api: ReturnType<typeof caller>;
let adminToken: string;
beforeAll(async () => {
  t = await getTestApp();
  api = caller(t.app);
  adminToken = await loginAs(t.app, await buildAdmin(t.deps.db));
});
afterAll(() => t.close());

const whoami = async (token: string) => {
  const res = await api.get('/api/whoami', token);
  expect(res.statusCode).toBe(200);
  return res.json().user as { userID: string; email: string; firstName: string; lastName: string; role: string };
};

describe('GET /api/whoami', () => {
  it('shows the caller as stored', async () => {
    const student = await buildStudent(t.deps.db, { isActive: true, firstName: 'Asha', lastName: 'Rao' });
    const me = await whoami(await loginAs(t.app, student));
    expect(me).toMatchObject({
      userID: student.id,
      email: student.email,
      firstName: 'Asha',
      lastName: 'Rao',
      role: 'student',
    });
  });

  it('shows an admin’s new name as soon as they save their profile', async () => {
    const admin = await buildAdmin(t.deps.db, { firstName: 'M' });
    const token = await loginAs(t.app, admin);
    expect((await whoami(token)).firstName).toBe('M');
    const saved = await api.post('/api/updateOwnProfile', token, {
      firstName: 'Meera',
      middleName: '',
      lastName: 'Iyer',
      mobile: '+91 98450 12345',
      address: '7 College Road',
    });
    expect(saved.statusCode).toBe(200);
    expect(await whoami(token)).toMatchObject({ firstName: 'Meera', lastName: 'Iyer' });
  });

  it('shows a student the name and e-mail an administrator just gave them', async () => {
    const student = await buildStudent(t.deps.db, { isActive: true, firstName: 'Ravi' });
    const token = await loginAs(t.app, student);
    expect((await whoami(token)).firstName).toBe('Ravi');
    const email = `renamed-${Date.now().toString(36)}@example.test`;
    const saved = await api.post('/api/updateStudent', adminToken, {
      ...studentDetails({ firstName: 'Ravindra', lastName: 'Menon', email, gender: 'Male' }),
      userID: student.id,
    });
    expect(saved.statusCode).toBe(200);
    expect(await whoami(token)).toMatchObject({ firstName: 'Ravindra', lastName: 'Menon', email });
  });

  it('shows a staff member the name an administrator just gave them', async () => {
    const staff = await buildUser(t.deps.db, { role: 'staff', firstName: 'Kiran' });
    const token = await loginAs(t.app, staff);
    expect((await whoami(token)).firstName).toBe('Kiran');
    const saved = await api.post('/api/updateStaff', adminToken, {
      ...staffForm({ email: staff.email, firstName: 'Kiranmayi' }),
      userID: staff.id,
    });
    expect(saved.statusCode).toBe(200);
    expect((await whoami(token)).firstName).toBe('Kiranmayi');
  });
});

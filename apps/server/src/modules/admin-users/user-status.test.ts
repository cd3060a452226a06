import { messages } from '@kaksha/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildAdmin, buildStudent, buildTeacher, buildUser } from '../../test/factories.ts';
import { caller, staffForm } from '../../test/people-fixtures.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof caller>;
let adminToken: string;
beforeAll(async () => {
  t = await getTestApp();
  api = caller(t.app);
  adminToken = await loginAs(t.app, await buildAdmin(t.deps.db));
});
afterAll(() => t.close());

const whoami = (token: string) => api.get('/api/whoami', token);
const rowOf = async (id: string) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0];

describe('POST /api/inactiveUser', () => {
  it('stops a teacher’s open session at once, and lets it work again when reactivated', async () => {
    const teacher = await buildTeacher(t.deps.db);
    const token = await loginAs(t.app, teacher);
    expect((await whoami(token)).statusCode).toBe(200);
    const off = await api.post('/api/inactiveUser', adminToken, { id: teacher.id, inactive: true });
    expect(off.statusCode).toBe(200);
    expect((await whoami(token)).statusCode).toBe(401);
    const staff = (await api.post('/api/getStaffList', adminToken, { userID: teacher.id })).json().data[0];
    expect(staff.isActivate).toBe(false);
    expect((await api.post('/api/inactiveUser', adminToken, { id: teacher.id, inactive: false })).statusCode).toBe(200);
    expect((await whoami(token)).statusCode).toBe(200);
  });

  it('works on students too', async () => {
    const student = await buildStudent(t.deps.db);
    const token = await loginAs(t.app, student);
    await api.post('/api/inactiveUser', adminToken, { id: student.id, inactive: true });
    expect((await whoami(token)).statusCode).toBe(401);
  });

  it('refuses deactivating oneself, and an admin deactivating an admin', async () => {
    const me = await buildAdmin(t.deps.db);
    const myToken = await loginAs(t.app, me);
    const self = await api.post('/api/inactiveUser', myToken, { id: me.id, inactive: true });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(messages.notYourself);
    const other = await buildAdmin(t.deps.db);
    const res = await api.post('/api/inactiveUser', myToken, { id: other.id, inactive: true });
    expect(res.statusCode).toBe(403);
    expect((await rowOf(other.id))?.isActive).toBe(true);
    // Nor may an admin put an inactive superadmin back.
    const sleeping = await buildUser(t.deps.db, { role: 'superadmin', isActive: false });
    expect((await api.post('/api/inactiveUser', myToken, { id: sleeping.id, inactive: false })).statusCode).toBe(403);
  });

  it('lets a superadmin deactivate another superadmin, but never leaves none', async () => {
    const a = await buildUser(t.deps.db, { role: 'superadmin' });
    const b = await buildUser(t.deps.db, { role: 'superadmin' });
    // Any superadmins left by other tests are taken out of the count first.
    await t.deps.db.update(users).set({ isActive: false }).where(eq(users.role, 'superadmin'));
    await t.deps.db.update(users).set({ isActive: true }).where(eq(users.id, a.id));
    await t.deps.db.update(users).set({ isActive: true }).where(eq(users.id, b.id));
    const [ta, tb] = [await loginAs(t.app, a), await loginAs(t.app, b)];
    // Both try to remove the other at the same moment: exactly one may win.
    const [ra, rb] = await Promise.all([
      api.post('/api/inactiveUser', ta, { id: b.id, inactive: true }),
      api.post('/api/inactiveUser', tb, { id: a.id, inactive: true }),
    ]);
    expect([ra.statusCode, rb.statusCode].filter((c) => c === 200)).toHaveLength(1);
    const active = await t.deps.db.select().from(users).where(eq(users.role, 'superadmin'));
    expect(active.filter((u) => u.isActive && [a.id, b.id].includes(u.id))).toHaveLength(1);
  });

  it('answers 404 for an unknown or deleted user, 400 for bad input, 403 for others', async () => {
    const gone = await buildTeacher(t.deps.db, { deletedAt: new Date() });
    expect((await api.post('/api/inactiveUser', adminToken, { id: gone.id, inactive: true })).statusCode).toBe(404);
    expect((await api.post('/api/inactiveUser', adminToken, { id: 'nobody', inactive: true })).statusCode).toBe(404);
    const bad = await api.post('/api/inactiveUser', adminToken, { id: gone.id, inactive: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('inactive');
    const victim = await buildStudent(t.deps.db);
    for (const user of [await buildStudent(t.deps.db), await buildTeacher(t.deps.db)]) {
      const token = await loginAs(t.app, user);
      expect((await api.post('/api/inactiveUser', token, { id: victim.id, inactive: true })).statusCode).toBe(403);
      expect((await api.post(`/api/deleteUser/${victim.id}`, token)).statusCode).toBe(403);
    }
    expect((await rowOf(victim.id))?.isActive).toBe(true);
  });
});

describe('POST /api/deleteUser/:id', () => {
  it('hides the user, ends their session, keeps the row and frees the e-mail', async () => {
    const created = (await api.post('/api/createStaff', adminToken, staffForm())).json().data;
    const teacher = await buildTeacher(t.deps.db);
    const token = await loginAs(t.app, teacher);
    const res = await api.post(`/api/deleteUser/${teacher.id}`, adminToken);
    expect(res.statusCode).toBe(200);
    expect((await whoami(token)).statusCode).toBe(401);
    const row = await rowOf(teacher.id);
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.isActive).toBe(false);
    const list = (await api.post('/api/getStaffList', adminToken, {}))
      .json()
      .data.map((s: { userID: string }) => s.userID);
    expect(list).not.toContain(teacher.id);
    expect(list).toContain(created.userID);
    // Deleting again finds nothing; the e-mail can be given to someone new.
    expect((await api.post(`/api/deleteUser/${teacher.id}`, adminToken)).statusCode).toBe(404);
    const again = await api.post('/api/createStaff', adminToken, staffForm({ email: teacher.email }));
    expect(again.statusCode).toBe(200);
  });

  it('refuses deleting oneself, and an admin deleting a superadmin', async () => {
    const me = await buildAdmin(t.deps.db);
    const myToken = await loginAs(t.app, me);
    expect((await api.post(`/api/deleteUser/${me.id}`, myToken)).statusCode).toBe(403);
    const boss = await buildUser(t.deps.db, { role: 'superadmin' });
    const res = await api.post(`/api/deleteUser/${boss.id}`, myToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.onlySuperadmin);
    expect((await rowOf(boss.id))?.deletedAt).toBeNull();
  });

  it('refuses a superadmin deleting themselves even when others remain', async () => {
    await buildUser(t.deps.db, { role: 'superadmin' });
    const me = await buildUser(t.deps.db, { role: 'superadmin' });
    const res = await api.post(`/api/deleteUser/${me.id}`, await loginAs(t.app, me));
    expect(res.statusCode).toBe(403);
  });
});

import { messages } from '@kaksha/contracts/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { adminSuite } from '../../test/admin-suite.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildAdmin, buildStudent, buildTeacher, buildUser } from '../../test/factories.ts';
import { staffForm } from '../../test/people-fixtures.ts';

const s = adminSuite();

const whoami = (token: string) => s.api.get('/api/whoami', token);
const rowOf = async (id: string) => (await s.t.deps.db.select().from(users).where(eq(users.id, id)))[0];

describe('POST /api/inactiveUser', () => {
  it('stops a teacher’s open session at once, and lets it work again when reactivated', async () => {
    const teacher = await buildTeacher(s.t.deps.db);
    const token = await loginAs(s.t.app, teacher);
    expect((await whoami(token)).statusCode).toBe(200);
    const off = await s.api.post('/api/inactiveUser', s.adminToken, { id: teacher.id, inactive: true });
    expect(off.statusCode).toBe(200);
    expect((await whoami(token)).statusCode).toBe(401);
    const staff = (await s.api.post('/api/getStaffList', s.adminToken, { userID: teacher.id })).json().data[0];
    expect(staff.isActivate).toBe(false);
    expect((await s.api.post('/api/inactiveUser', s.adminToken, { id: teacher.id, inactive: false })).statusCode).toBe(
      200,
    );
    expect((await whoami(token)).statusCode).toBe(200);
  });

  it('works on students too', async () => {
    const student = await buildStudent(s.t.deps.db);
    const token = await loginAs(s.t.app, student);
    await s.api.post('/api/inactiveUser', s.adminToken, { id: student.id, inactive: true });
    expect((await whoami(token)).statusCode).toBe(401);
  });

  it('refuses deactivating oneself, and an admin deactivating an admin', async () => {
    const me = await buildAdmin(s.t.deps.db);
    const myToken = await loginAs(s.t.app, me);
    const self = await s.api.post('/api/inactiveUser', myToken, { id: me.id, inactive: true });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(messages.notYourself);
    const other = await buildAdmin(s.t.deps.db);
    const res = await s.api.post('/api/inactiveUser', myToken, { id: other.id, inactive: true });
    expect(res.statusCode).toBe(403);
    expect((await rowOf(other.id))?.isActive).toBe(true);
    // Nor may an admin put an inactive superadmin back.
    const sleeping = await buildUser(s.t.deps.db, { role: 'superadmin', isActive: false });
    expect((await s.api.post('/api/inactiveUser', myToken, { id: sleeping.id, inactive: false })).statusCode).toBe(403);
  });

  it('lets a superadmin deactivate another superadmin, but never leaves none', async () => {
    const a = await buildUser(s.t.deps.db, { role: 'superadmin' });
    const b = await buildUser(s.t.deps.db, { role: 'superadmin' });
    // Any superadmins left by other tests are taken out of the count first.
    await s.t.deps.db.update(users).set({ isActive: false }).where(eq(users.role, 'superadmin'));
    await s.t.deps.db.update(users).set({ isActive: true }).where(eq(users.id, a.id));
    await s.t.deps.db.update(users).set({ isActive: true }).where(eq(users.id, b.id));
    const [ta, tb] = [await loginAs(s.t.app, a), await loginAs(s.t.app, b)];
    // Both try to remove the other at the same moment: exactly one may win.
    const [ra, rb] = await Promise.all([
      s.api.post('/api/inactiveUser', ta, { id: b.id, inactive: true }),
      s.api.post('/api/inactiveUser', tb, { id: a.id, inactive: true }),
    ]);
    expect([ra.statusCode, rb.statusCode].filter((c) => c === 200)).toHaveLength(1);
    const active = await s.t.deps.db.select().from(users).where(eq(users.role, 'superadmin'));
    expect(active.filter((u) => u.isActive && [a.id, b.id].includes(u.id))).toHaveLength(1);
  });

  it('answers 404 for an unknown or deleted user, 400 for bad input, 403 for others', async () => {
    const gone = await buildTeacher(s.t.deps.db, { deletedAt: new Date() });
    expect((await s.api.post('/api/inactiveUser', s.adminToken, { id: gone.id, inactive: true })).statusCode).toBe(404);
    expect((await s.api.post('/api/inactiveUser', s.adminToken, { id: 'nobody', inactive: true })).statusCode).toBe(
      404,
    );
    const bad = await s.api.post('/api/inactiveUser', s.adminToken, { id: gone.id, inactive: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('inactive');
    const victim = await buildStudent(s.t.deps.db);
    for (const user of [await buildStudent(s.t.deps.db), await buildTeacher(s.t.deps.db)]) {
      const token = await loginAs(s.t.app, user);
      expect((await s.api.post('/api/inactiveUser', token, { id: victim.id, inactive: true })).statusCode).toBe(403);
      expect((await s.api.post(`/api/deleteUser/${victim.id}`, token)).statusCode).toBe(403);
    }
    expect((await rowOf(victim.id))?.isActive).toBe(true);
  });
});

describe('POST /api/deleteUser/:id', () => {
  it('hides the user, ends their session, keeps the row and frees the e-mail', async () => {
    const created = (await s.api.post('/api/createStaff', s.adminToken, staffForm())).json().data;
    const teacher = await buildTeacher(s.t.deps.db);
    const token = await loginAs(s.t.app, teacher);
    const res = await s.api.post(`/api/deleteUser/${teacher.id}`, s.adminToken);
    expect(res.statusCode).toBe(200);
    expect((await whoami(token)).statusCode).toBe(401);
    const row = await rowOf(teacher.id);
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.isActive).toBe(false);
    const list = (await s.api.post('/api/getStaffList', s.adminToken, {}))
      .json()
      .data.map((s: { userID: string }) => s.userID);
    expect(list).not.toContain(teacher.id);
    expect(list).toContain(created.userID);
    // Deleting again finds nothing; the e-mail can be given to someone new.
    expect((await s.api.post(`/api/deleteUser/${teacher.id}`, s.adminToken)).statusCode).toBe(404);
    const again = await s.api.post('/api/createStaff', s.adminToken, staffForm({ email: teacher.email }));
    expect(again.statusCode).toBe(200);
  });

  it('refuses deleting oneself, and an admin deleting a superadmin', async () => {
    const me = await buildAdmin(s.t.deps.db);
    const myToken = await loginAs(s.t.app, me);
    expect((await s.api.post(`/api/deleteUser/${me.id}`, myToken)).statusCode).toBe(403);
    const boss = await buildUser(s.t.deps.db, { role: 'superadmin' });
    const res = await s.api.post(`/api/deleteUser/${boss.id}`, myToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.onlySuperadmin);
    expect((await rowOf(boss.id))?.deletedAt).toBeNull();
  });

  it('refuses a superadmin deleting themselves even when others remain', async () => {
    await buildUser(s.t.deps.db, { role: 'superadmin' });
    const me = await buildUser(s.t.deps.db, { role: 'superadmin' });
    const res = await s.api.post(`/api/deleteUser/${me.id}`, await loginAs(s.t.app, me));
    expect(res.statusCode).toBe(403);
  });
});

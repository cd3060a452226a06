import { messages } from '@kaksha/contracts/messages';
import { describe, expect, it } from 'vitest';
import { adminSuite } from '../../test/admin-suite.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildAdmin, buildStudent, buildTeacher, buildUser, TEST_PASSWORD } from '../../test/factories.ts';

const s = adminSuite();

const login = (email: string) =>
  s.t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: TEST_PASSWORD } });
const pendingIds = async () =>
  (await s.api.get('/api/getInactiveUser', s.adminToken)).json().data.map((u: { userID: string }) => u.userID);

describe('GET /api/getInactiveUser', () => {
  it('lists users awaiting acceptance: not active, not rejected, not deleted', async () => {
    const pending = await buildStudent(s.t.deps.db, { isActive: false, isEmailVerified: false, gender: 'Female' });
    const active = await buildStudent(s.t.deps.db);
    const rejected = await buildStudent(s.t.deps.db, { isActive: false, isRejected: true });
    const gone = await buildStudent(s.t.deps.db, { isActive: false, deletedAt: new Date() });
    const res = await s.api.get('/api/getInactiveUser', s.adminToken);
    expect(res.statusCode).toBe(200);
    const entry = res.json().data.find((u: { userID: string }) => u.userID === pending.id);
    expect(entry).toMatchObject({ email: pending.email, isActivate: false, isEmail: false, gender: 'Female' });
    expect(res.body).not.toContain('password');
    const ids = await pendingIds();
    for (const other of [active, rejected, gone]) expect(ids).not.toContain(other.id);
  });

  it('is for admins only', async () => {
    for (const user of [await buildStudent(s.t.deps.db), await buildTeacher(s.t.deps.db)]) {
      expect((await s.api.get('/api/getInactiveUser', await loginAs(s.t.app, user))).statusCode).toBe(403);
    }
    expect((await s.api.get('/api/getInactiveUser', null)).statusCode).toBe(401);
  });
});

describe('POST /api/activateUser and /api/rejectUser', () => {
  it('accepts a user, who can then sign in and leaves the list', async () => {
    const pending = await buildStudent(s.t.deps.db, { isActive: false });
    expect((await login(pending.email)).json().message).toBe(messages.accountInactive);
    const res = await s.api.post('/api/activateUser', s.adminToken, { id: pending.id, isActive: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.userAccepted);
    expect((await login(pending.email)).statusCode).toBe(200);
    expect(await pendingIds()).not.toContain(pending.id);
  });

  it('accepts a user whose e-mail is not verified, saying they can sign in only after verifying it', async () => {
    const pending = await buildStudent(s.t.deps.db, { isActive: false, isEmailVerified: false });
    const res = await s.api.post('/api/activateUser', s.adminToken, { id: pending.id, isActive: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.userAcceptedUnverified);
    expect((await login(pending.email)).json().message).toBe(messages.emailVerificationPending);
  });

  it('rejects a user, who then cannot sign in and leaves the list', async () => {
    const pending = await buildStudent(s.t.deps.db, { isActive: false });
    const res = await s.api.post('/api/rejectUser', s.adminToken, { id: pending.id, isActive: false });
    expect(res.statusCode).toBe(200);
    const after = await login(pending.email);
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe(messages.accountInactive);
    expect(await pendingIds()).not.toContain(pending.id);
  });

  it('refuses sign-in to a rejected user even if marked active', async () => {
    const odd = await buildStudent(s.t.deps.db, { isActive: true, isRejected: true });
    const res = await login(odd.email);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.accountInactive);
  });

  it('rejects only users awaiting acceptance', async () => {
    const active = await buildTeacher(s.t.deps.db);
    const res = await s.api.post('/api/rejectUser', s.adminToken, { id: active.id, isActive: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.notAwaitingAcceptance);
  });

  it('leaves pending admins to a superadmin', async () => {
    const pendingAdmin = await buildAdmin(s.t.deps.db, { isActive: false });
    expect(
      (await s.api.post('/api/activateUser', s.adminToken, { id: pendingAdmin.id, isActive: true })).statusCode,
    ).toBe(403);
    expect(
      (await s.api.post('/api/rejectUser', s.adminToken, { id: pendingAdmin.id, isActive: false })).statusCode,
    ).toBe(403);
    const superToken = await loginAs(s.t.app, await buildUser(s.t.deps.db, { role: 'superadmin' }));
    expect(
      (await s.api.post('/api/activateUser', superToken, { id: pendingAdmin.id, isActive: true })).statusCode,
    ).toBe(200);
  });

  it('refuses bad input, unknown users and non-admins', async () => {
    const pending = await buildStudent(s.t.deps.db, { isActive: false });
    expect((await s.api.post('/api/activateUser', s.adminToken, { id: pending.id, isActive: false })).statusCode).toBe(
      400,
    );
    expect((await s.api.post('/api/rejectUser', s.adminToken, { id: pending.id })).statusCode).toBe(400);
    expect((await s.api.post('/api/activateUser', s.adminToken, { id: 'nobody', isActive: true })).statusCode).toBe(
      404,
    );
    expect((await s.api.post('/api/rejectUser', s.adminToken, { id: 'nobody', isActive: false })).statusCode).toBe(404);
    for (const user of [await buildStudent(s.t.deps.db), await buildTeacher(s.t.deps.db)]) {
      const token = await loginAs(s.t.app, user);
      expect((await s.api.post('/api/activateUser', token, { id: pending.id, isActive: true })).statusCode).toBe(403);
      expect((await s.api.post('/api/rejectUser', token, { id: pending.id, isActive: false })).statusCode).toBe(403);
    }
    expect(await pendingIds()).toContain(pending.id);
  });
});

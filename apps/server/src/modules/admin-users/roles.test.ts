import { messages } from '@kaksha/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildAdmin, buildStudent, buildTeacher, buildUser } from '../../test/factories.ts';
import { caller } from '../../test/people-fixtures.ts';
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

describe('POST /api/createRole and /api/getRolesList', () => {
  it('adds a role in lowercase and lists it with the built-in ones', async () => {
    const res = await api.post('/api/createRole', adminToken, { roleName: '  Librarian ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, data: { roleName: 'librarian', builtIn: false } });
    const list = await api.post('/api/getRolesList', adminToken);
    const names = list.json().data.map((r: { roleName: string }) => r.roleName);
    expect(names).toEqual(expect.arrayContaining(['student', 'teacher', 'admin', 'superadmin', 'staff', 'librarian']));
  });

  it('refuses a role that exists, whatever its case', async () => {
    await api.post('/api/createRole', adminToken, { roleName: 'Counsellor' });
    const again = await api.post('/api/createRole', adminToken, { roleName: 'COUNSELLOR' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.roleExists);
    const builtIn = await api.post('/api/createRole', adminToken, { roleName: 'Teacher' });
    expect(builtIn.statusCode).toBe(409);
  });

  it('asks for a role name', async () => {
    for (const roleName of ['', '   ', '1abc', '<script>']) {
      const res = await api.post('/api/createRole', adminToken, { roleName });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('roleName');
    }
  });

  it('is for admins only', async () => {
    const db = t.deps.db;
    for (const user of [await buildStudent(db), await buildTeacher(db), await buildUser(db, { role: 'staff' })]) {
      const token = await loginAs(t.app, user);
      expect((await api.post('/api/createRole', token, { roleName: 'hacker' })).statusCode).toBe(403);
      expect((await api.post('/api/getRolesList', token)).statusCode).toBe(403);
    }
    expect((await api.post('/api/createRole', null, { roleName: 'hacker' })).statusCode).toBe(401);
    const names = (await api.post('/api/getRolesList', adminToken))
      .json()
      .data.map((r: { roleName: string }) => r.roleName);
    expect(names).not.toContain('hacker');
  });
});

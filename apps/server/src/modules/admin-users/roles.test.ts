import { messages } from '@kaksha/contracts/messages';
import { describe, expect, it } from 'vitest';
import { adminSuite } from '../../test/admin-suite.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildStudent, buildTeacher, buildUser } from '../../test/factories.ts';

const s = adminSuite();

describe('POST /api/createRole and /api/getRolesList', () => {
  it('adds a role in lowercase and lists it with the built-in ones', async () => {
    const res = await s.api.post('/api/createRole', s.adminToken, { roleName: '  Librarian ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, data: { roleName: 'librarian', builtIn: false } });
    const list = await s.api.post('/api/getRolesList', s.adminToken);
    const names = list.json().data.map((r: { roleName: string }) => r.roleName);
    expect(names).toEqual(expect.arrayContaining(['student', 'teacher', 'admin', 'superadmin', 'staff', 'librarian']));
  });

  it('refuses a role that exists, whatever its case', async () => {
    await s.api.post('/api/createRole', s.adminToken, { roleName: 'Counsellor' });
    const again = await s.api.post('/api/createRole', s.adminToken, { roleName: 'COUNSELLOR' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.roleExists);
    const builtIn = await s.api.post('/api/createRole', s.adminToken, { roleName: 'Teacher' });
    expect(builtIn.statusCode).toBe(409);
  });

  it('asks for a role name', async () => {
    for (const roleName of ['', '   ', '1abc', '<script>']) {
      const res = await s.api.post('/api/createRole', s.adminToken, { roleName });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('roleName');
    }
  });

  it('is for admins only', async () => {
    const db = s.t.deps.db;
    for (const user of [await buildStudent(db), await buildTeacher(db), await buildUser(db, { role: 'staff' })]) {
      const token = await loginAs(s.t.app, user);
      expect((await s.api.post('/api/createRole', token, { roleName: 'hacker' })).statusCode).toBe(403);
      expect((await s.api.post('/api/getRolesList', token)).statusCode).toBe(403);
    }
    expect((await s.api.post('/api/createRole', null, { roleName: 'hacker' })).statusCode).toBe(401);
    const names = (await s.api.post('/api/getRolesList', s.adminToken))
      .json()
      .data.map((r: { roleName: string }) => r.roleName);
    expect(names).not.toContain('hacker');
  });
});

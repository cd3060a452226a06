import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildAdmin, buildStudent } from '../../test/factories.ts';
import { caller } from '../../test/people-fixtures.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await getTestApp();
  api = caller(t.app);
});
afterAll(() => t.close());

const form = {
  firstName: 'Meera',
  middleName: '',
  lastName: 'Iyer',
  mobile: '+91 98450 12345',
  address: '7 College Road',
};

describe('POST /api/updateOwnProfile', () => {
  it('changes the admin’s own name, mobile and address, audited, and leaves the e-mail and role', async () => {
    const admin = await buildAdmin(t.deps.db, { firstName: 'M', mobile: '9000000000' });
    const res = await api.post('/api/updateOwnProfile', await loginAs(t.app, admin), form);
    expect(res.statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ ...form, email: admin.email, role: 'admin' });
    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, admin.id));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'update', entity: 'staff', before: { firstName: 'M' } });
  });

  it('checks the fields with the staff form’s rules', async () => {
    const res = await api.post('/api/updateOwnProfile', await loginAs(t.app, await buildAdmin(t.deps.db)), {
      ...form,
      mobile: 'call me',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('mobile');
  });

  it('is for admins only', async () => {
    const res = await api.post(
      '/api/updateOwnProfile',
      await loginAs(t.app, await buildStudent(t.deps.db, { isActive: true })),
      form,
    );
    expect(res.statusCode).toBe(403);
  });
});

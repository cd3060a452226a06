import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { addDays, buildCurriculum, buildSubject, today as schoolToday } from '../../test/catalogue-factories.ts';
import { buildAdmin, buildStudent, buildUser } from '../../test/factories.ts';
import { caller, staffForm } from '../../test/people-fixtures.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { recordAudit } from './index.ts';

let t: TestApp;
let api: ReturnType<typeof caller>;
let admin: Awaited<ReturnType<typeof buildAdmin>>;
let adminToken: string;
beforeAll(async () => {
  t = await getTestApp();
  api = caller(t.app);
  admin = await buildAdmin(t.deps.db, { firstName: 'Meera', lastName: 'Iyer' });
  adminToken = await loginAs(t.app, admin);
});
afterAll(() => t.close());

const entriesAbout = (entityId: string) =>
  t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);

describe('audit entries of administrative changes', () => {
  it('records a deactivation with who, what, which record and what changed', async () => {
    const student = await buildStudent(t.deps.db, { firstName: 'Asha', lastName: 'Rao', isActive: true });
    expect((await api.post('/api/inactiveUser', adminToken, { id: student.id, inactive: true })).statusCode).toBe(200);
    const [entry] = await entriesAbout(student.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorRole: 'admin',
      action: 'deactivate',
      entity: 'student',
      summary: `Deactivated student Asha Rao (${student.email})`,
      before: { isActive: true },
      after: { isActive: false },
    });
  });

  it('records a staff member added, and a student edited with only the fields that changed', async () => {
    const form = staffForm({ firstName: 'Ravi' });
    const created = await api.post('/api/createStaff', adminToken, form);
    expect(created.statusCode).toBe(200);
    const [added] = await entriesAbout(created.json().data.userID);
    expect(added).toMatchObject({ action: 'create', entity: 'staff', after: { firstName: 'Ravi', email: form.email } });

    const student = await buildStudent(t.deps.db, {
      gender: 'Female',
      dob: '2005-01-01',
      address: '1 Lake Road',
      country: 'India',
      state: 'Kerala',
      city: 'Ernakulam',
      pincode: '682001',
    });
    const edit = await api.post('/api/updateStudent', adminToken, {
      userID: student.id,
      firstName: student.firstName,
      lastName: student.lastName,
      email: student.email,
      gender: 'Female',
      dob: '2005-01-01',
      address: '2 Hill Road',
      country: 'India',
      state: 'Kerala',
      city: 'Ernakulam',
      pincode: '682001',
    });
    expect(edit.statusCode).toBe(200);
    const [changed] = await entriesAbout(student.id);
    expect(changed).toMatchObject({
      action: 'update',
      before: { address: '1 Lake Road' },
      after: { address: '2 Hill Road' },
    });
    expect(Object.keys(changed?.after as object)).toEqual(['address']);
  });

  it('records a subject deleted with its curriculum', async () => {
    const place = await buildCurriculum(t.deps.db);
    const subject = await buildSubject(t.deps.db, place, { subject: 'Chemistry' });
    const res = await api.post('/api/deleteSubject', adminToken, {
      curriculum: place.curriculum,
      curriculumCode: place.curriculumCode,
      subject: 'Chemistry',
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await entriesAbout(subject.id);
    expect(entry).toMatchObject({ action: 'delete', entity: 'subject', actorId: admin.id });
  });

  it('leaves no entry when the change fails after the audit call (same transaction)', async () => {
    const form = staffForm();
    const before = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    const queue = t.deps.mail.queue;
    // The new staff member's mail is queued after the audit entry, in the same transaction.
    t.deps.mail.queue = async () => {
      throw new Error('outbox unavailable');
    };
    try {
      expect((await api.post('/api/createStaff', adminToken, form)).statusCode).toBe(500);
    } finally {
      t.deps.mail.queue = queue;
    }
    expect(await t.deps.db.select().from(users).where(eq(users.email, form.email))).toHaveLength(0);
    expect(await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)).toEqual(before);
  });

  it('leaves no entry when the transaction it was written in rolls back', async () => {
    await expect(
      t.deps.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actor: { userId: admin.id, role: 'admin' },
          action: 'delete',
          entity: 'curriculum',
          entityId: 'rolled-back',
          summary: 'never committed',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await entriesAbout('rolled-back')).toHaveLength(0);
  });
});

describe('the audit log cannot be changed', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    await recordAudit(t.deps.db, {
      actor: 'system',
      action: 'confirm-payment',
      entity: 'payment',
      entityId: 'kept',
      summary: 'Payment confirmed',
    });
    await expect(t.deps.db.update(auditLog).set({ summary: 'changed' })).rejects.toThrow();
    await expect(t.deps.db.delete(auditLog)).rejects.toThrow();
    await expect(t.deps.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [entry] = await entriesAbout('kept');
    expect(entry?.summary).toBe('Payment confirmed');
  });
});

describe('POST /api/getAuditLog', () => {
  it('filters by who, what and when, newest first, a page at a time', async () => {
    const other = await buildAdmin(t.deps.db, { firstName: 'Tarun', lastName: 'Das' });
    const otherToken = await loginAs(t.app, other);
    const target = await buildUser(t.deps.db, { role: 'teacher', isActive: true });
    await api.post('/api/inactiveUser', otherToken, { id: target.id, inactive: true });
    await api.post('/api/inactiveUser', otherToken, { id: target.id, inactive: false });

    const mine = await api.post('/api/getAuditLog', adminToken, { actorID: other.id });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().total).toBe(2);
    expect(mine.json().data.map((e: { action: string }) => e.action)).toEqual(['activate', 'deactivate']);
    expect(mine.json().data[0]).toMatchObject({ actorName: 'Tarun Das', entity: 'staff', entityID: target.id });

    const deactivations = await api.post('/api/getAuditLog', adminToken, { actorID: other.id, action: 'deactivate' });
    expect(deactivations.json().total).toBe(1);

    // The day after tomorrow in the school: past every entry, whatever the server's own zone.
    const tomorrow = addDays(schoolToday(), 2);
    const future = await api.post('/api/getAuditLog', adminToken, { actorID: other.id, from: tomorrow });
    expect(future.json().total).toBe(0);
    const today = await api.post('/api/getAuditLog', adminToken, { actorID: other.id, to: tomorrow });
    expect(today.json().total).toBe(2);

    const paged = await api.post('/api/getAuditLog', adminToken, { pageSize: 1, page: 2 });
    expect(paged.json()).toMatchObject({ page: 2, pageSize: 1 });
    expect(paged.json().data).toHaveLength(1);
  });

  it('names the system as the actor of a payment the gateway confirmed', async () => {
    await recordAudit(t.deps.db, {
      actor: 'system',
      action: 'confirm-payment',
      entity: 'payment',
      entityId: 'order_1',
      summary: 'Payment confirmed by the webhook',
    });
    const res = await api.post('/api/getAuditLog', adminToken, { entity: 'payment', entityID: 'order_1' });
    expect(res.json().data[0]).toMatchObject({ actorID: null, actorName: 'System', actorRole: 'system' });
  });

  it('refuses a teacher (staff only)', async () => {
    const teacherToken = await loginAs(t.app, await buildUser(t.deps.db, { role: 'teacher', isActive: true }));
    expect((await api.post('/api/getAuditLog', teacherToken, {})).statusCode).toBe(403);
  });
});

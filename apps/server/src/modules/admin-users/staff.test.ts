import { messages } from '@kaksha/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, mailOutbox, users } from '../../db/schema/index.ts';
import { consumeOneTimeToken } from '../../platform/auth/one-time-tokens.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildAdmin, buildStudent, buildTeacher, buildUser } from '../../test/factories.ts';
import { caller, seedCurriculum, staffForm } from '../../test/people-fixtures.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof caller>;
let adminToken: string;
let superToken: string;
let cur: Awaited<ReturnType<typeof seedCurriculum>>;
beforeAll(async () => {
  t = await getTestApp();
  api = caller(t.app);
  adminToken = await loginAs(t.app, await buildAdmin(t.deps.db));
  superToken = await loginAs(t.app, await buildUser(t.deps.db, { role: 'superadmin' }));
  cur = await seedCurriculum(t.deps.db);
});
afterAll(() => t.close());

const teacherForm = (o: Record<string, unknown> = {}) =>
  staffForm({ role: 'teacher', curriculumCode: cur.curriculumCode, subject: 'Mathematics', ...o });
const enrolmentsOf = (userId: string) => t.deps.db.select().from(enrolments).where(eq(enrolments.userId, userId));

describe('POST /api/createStaff', () => {
  it('adds a teacher placed in a curriculum and subject, listed in the staff list', async () => {
    const form = teacherForm({ email: 'New.Teacher@Example.test' });
    const res = await api.post('/api/createStaff', adminToken, form);
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      email: 'new.teacher@example.test',
      role: 'teacher',
      curriculum: cur.curriculum,
      curriculumCode: cur.curriculumCode,
      subject: 'Mathematics',
      isActivate: true,
      isEmail: false,
    });
    expect(await enrolmentsOf(created.userID)).toMatchObject([
      { curriculumCode: cur.curriculumCode, subject: 'Mathematics' },
    ]);
    const list = (await api.post('/api/getStaffList', adminToken, {})).json().data;
    expect(list.map((s: { email: string }) => s.email)).toContain('new.teacher@example.test');
    // No password yet: they cannot sign in until they follow the mailed link.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'new.teacher@example.test', password: 'Anything1!' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('asks a teacher for curriculum and subject, and only a teacher', async () => {
    const missing = await api.post('/api/createStaff', adminToken, staffForm({ role: 'teacher' }));
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['curriculumCode', 'subject']);
    const staff = await api.post(
      '/api/createStaff',
      adminToken,
      staffForm({ role: 'Staff', curriculumCode: cur.curriculumCode, subject: 'Mathematics' }),
    );
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data).toMatchObject({ role: 'staff', curriculumCode: null, subject: null });
    expect(await enrolmentsOf(staff.json().data.userID)).toEqual([]);
  });

  it('refuses curricula, subjects and roles that do not exist, and the student role', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [teacherForm({ curriculumCode: 'NOPE-2026' }), 'curriculumCode', messages.unknownCurriculum],
      [teacherForm({ subject: 'Chemistry' }), 'subject', messages.unknownSubject],
      [staffForm({ role: 'wizard' }), 'role', messages.unknownRole],
      [staffForm({ role: 'student' }), 'role', messages.studentIsNotStaff],
    ];
    for (const [form, field, message] of cases) {
      const res = await api.post('/api/createStaff', adminToken, form);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field, message }]);
    }
  });

  it('asks for the required fields with their names', async () => {
    const res = await api.post('/api/createStaff', adminToken, { role: 'staff' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'mobile', 'address']));
    const badMobile = await api.post('/api/createStaff', adminToken, staffForm({ mobile: 'call me' }));
    expect(badMobile.json().errors).toEqual([{ field: 'mobile', message: messages.invalidMobile }]);
  });

  it('refuses an e-mail a live user already has', async () => {
    const existing = await buildStudent(t.deps.db);
    const res = await api.post('/api/createStaff', adminToken, staffForm({ email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: messages.emailInUse, errors: [{ field: 'email' }] });
  });

  it('lets only a superadmin add an admin or a superadmin', async () => {
    for (const role of ['admin', 'superadmin']) {
      const byAdmin = await api.post('/api/createStaff', adminToken, staffForm({ role }));
      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json().message).toBe(messages.onlySuperadmin);
      expect((await api.post('/api/createStaff', superToken, staffForm({ role }))).statusCode).toBe(200);
    }
  });

  it('is for admins only', async () => {
    for (const user of [
      await buildStudent(t.deps.db),
      await buildTeacher(t.deps.db),
      await buildUser(t.deps.db, { role: 'staff' }),
    ]) {
      const token = await loginAs(t.app, user);
      expect((await api.post('/api/createStaff', token, staffForm())).statusCode).toBe(403);
      expect((await api.post('/api/getStaffList', token, {})).statusCode).toBe(403);
      expect((await api.post('/api/updateStaff', token, { ...staffForm(), userID: user.id })).statusCode).toBe(403);
    }
  });
});

describe('the set-password mail of a new staff member', () => {
  it('carries a one-time link to the change-password page that works once', async () => {
    const res = await api.post('/api/createStaff', adminToken, staffForm({ email: 'mail.me@example.test' }));
    const { userID } = res.json().data;
    expect(res.json().message).toBe(messages.staffCreated);
    const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'mail.me@example.test'));
    const pattern = new RegExp(`${t.deps.config.publicUrl}/change-password/${userID}/([\\w-]+)`);
    const token = mail?.text.match(pattern)?.[1];
    expect(token).toBeTruthy();
    expect(mail?.html).toContain(`/change-password/${userID}/${token}`);
    const use = () => consumeOneTimeToken(t.deps.db, { userId: userID, purpose: 'reset-password', token: token ?? '' });
    expect(await use()).toBe(true);
    expect(await use()).toBe(false);
  });

  it('adds the staff member with the mail queued, and delivers it later when SMTP is down now', async () => {
    const mailer = t.deps.mailer;
    t.deps.mailer = { send: () => Promise.reject(new Error('smtp down')) };
    try {
      const form = staffForm();
      const res = await api.post('/api/createStaff', adminToken, form);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(messages.staffCreated);
      await t.deps.mail.deliverDue();
      const [queued] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, form.email));
      expect(queued).toMatchObject({ sentAt: null, attempts: 1, lastError: 'smtp down' });

      t.deps.mailer = mailer;
      // The retry waits; make it due now, as the clock would.
      await t.deps.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(mailOutbox.to, form.email));
      await t.deps.mail.deliverDue();
      const [sent] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, form.email));
      expect(sent?.sentAt).toBeInstanceOf(Date);
      expect(sent?.lastError).toBeNull();
    } finally {
      t.deps.mailer = mailer;
    }
  });
});

describe('POST /api/getStaffList', () => {
  it('lists everyone but students and deleted users; one by userID', async () => {
    const student = await buildStudent(t.deps.db);
    const gone = await buildTeacher(t.deps.db, { deletedAt: new Date() });
    const teacher = await buildTeacher(t.deps.db);
    const all = (await api.post('/api/getStaffList', adminToken, {})).json().data as { userID: string; role: string }[];
    const ids = all.map((s) => s.userID);
    expect(ids).toContain(teacher.id);
    expect(ids).not.toContain(student.id);
    expect(ids).not.toContain(gone.id);
    expect(all.every((s) => s.role !== 'student')).toBe(true);
    const one = await api.post('/api/getStaffList', adminToken, { userID: teacher.id });
    expect(one.json().data).toHaveLength(1);
    expect((await api.post('/api/getStaffList', adminToken, { userID: student.id })).statusCode).toBe(404);
  });
});

describe('POST /api/updateStaff', () => {
  it('changes details and moves a teacher to another subject', async () => {
    const created = (await api.post('/api/createStaff', adminToken, teacherForm())).json().data;
    const res = await api.post('/api/updateStaff', adminToken, {
      ...teacherForm({ email: created.email, subject: 'Physics', firstName: 'Meena' }),
      userID: created.userID,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ firstName: 'Meena', subject: 'Physics' });
    expect(await enrolmentsOf(created.userID)).toMatchObject([{ subject: 'Physics' }]);
  });

  it('takes the teaching places away when a teacher becomes staff', async () => {
    const created = (await api.post('/api/createStaff', adminToken, teacherForm())).json().data;
    const res = await api.post('/api/updateStaff', adminToken, {
      ...staffForm({ email: created.email }),
      userID: created.userID,
    });
    expect(res.json().data).toMatchObject({ role: 'staff', curriculumCode: null, subject: null });
    expect(await enrolmentsOf(created.userID)).toEqual([]);
  });

  it('puts a role change into effect at once', async () => {
    const teacher = await buildTeacher(t.deps.db);
    const token = await loginAs(t.app, teacher);
    expect((await api.post('/api/getRolesList', token)).statusCode).toBe(403);
    const res = await api.post('/api/updateStaff', superToken, {
      ...staffForm({ email: teacher.email, role: 'admin' }),
      userID: teacher.id,
    });
    expect(res.statusCode).toBe(200);
    expect((await api.post('/api/getRolesList', token)).statusCode).toBe(200);
  });

  it('keeps admins and superadmins for superadmins to change', async () => {
    const otherAdmin = await buildAdmin(t.deps.db);
    const teacher = await buildTeacher(t.deps.db);
    const editAdmin = await api.post('/api/updateStaff', adminToken, {
      ...staffForm({ email: otherAdmin.email, role: 'admin' }),
      userID: otherAdmin.id,
    });
    expect(editAdmin.statusCode).toBe(403);
    const promote = await api.post('/api/updateStaff', adminToken, {
      ...staffForm({ email: teacher.email, role: 'superadmin' }),
      userID: teacher.id,
    });
    expect(promote.statusCode).toBe(403);
    const [still] = await t.deps.db.select().from(users).where(eq(users.id, teacher.id));
    expect(still?.role).toBe('teacher');
  });

  it('refuses changing one’s own role, but not one’s own details', async () => {
    const me = await buildUser(t.deps.db, { role: 'superadmin' });
    const token = await loginAs(t.app, me);
    const demote = await api.post('/api/updateStaff', token, {
      ...staffForm({ email: me.email, role: 'admin' }),
      userID: me.id,
    });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().message).toBe(messages.notYourself);
    const rename = await api.post('/api/updateStaff', token, {
      ...staffForm({ email: me.email, role: 'superadmin', firstName: 'Ravi' }),
      userID: me.id,
    });
    expect(rename.statusCode).toBe(200);
  });

  it('answers 404 for a student, an unknown or a deleted user; 409 for a taken e-mail', async () => {
    const student = await buildStudent(t.deps.db);
    const gone = await buildTeacher(t.deps.db, { deletedAt: new Date() });
    for (const userID of [student.id, gone.id, 'no-such-user']) {
      expect((await api.post('/api/updateStaff', adminToken, { ...staffForm(), userID })).statusCode).toBe(404);
    }
    const teacher = await buildTeacher(t.deps.db);
    const taken = await api.post('/api/updateStaff', adminToken, {
      ...staffForm({ email: student.email }),
      userID: teacher.id,
    });
    expect(taken.statusCode).toBe(409);
    const bad = await api.post('/api/updateStaff', adminToken, { ...staffForm({ email: 'nope' }), userID: teacher.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'email', message: messages.invalidEmail }]);
  });
});

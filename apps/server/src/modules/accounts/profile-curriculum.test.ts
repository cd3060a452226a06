import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { loginAs, withToken } from '../../test/auth-helpers.ts';
import { buildAdmin, buildStudent, buildTeacher, enrol } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});
afterAll(() => t.close());

const profile = (id: string, token?: string) =>
  t.app.inject({ url: `/api/getUserprofile/${id}`, headers: token ? withToken(token) : {} });
const change = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/updateCurriculumUser', headers: withToken(token), payload });

describe('GET /api/getUserprofile/:id', () => {
  it("answers the user's own profile with the spec's fields", async () => {
    const student = await buildStudent(t.deps.db, {
      firstName: 'Priya',
      middleName: 'S',
      gender: 'Female',
      dob: '2004-05-14',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      curriculum: 'ORG-BSC-CS',
      curriculumCode: 'ORG-BSC-CS-2026',
      identityUrl: 'private/identity/abc.pdf',
    });
    const res = await profile(student.id, await loginAs(t.app, student));
    expect(res.statusCode).toBe(200);
    expect(res.json().userInfo).toMatchObject({
      userID: student.id,
      role: 'student',
      firstName: 'Priya',
      middleName: 'S',
      email: student.email,
      gender: 'Female',
      dob: '2004-05-14',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      curriculum: 'ORG-BSC-CS',
      curriculumCode: 'ORG-BSC-CS-2026',
    });
    // Identity documents are for staff who manage people: not even the owner gets a link back.
    expect(res.json().userInfo.identityUrl).toBeNull();
    expect(res.json().userInfo).not.toHaveProperty('passwordHash');
    const asAdmin = await profile(student.id, await loginAs(t.app, await buildAdmin(t.deps.db)));
    expect(asAdmin.json().userInfo.identityUrl).toMatch(/^\/api\/files\/private\/identity\/abc\.pdf\?exp=\d+&sig=/);
  });

  it("answers 404 for someone else's profile, and 401 without a token", async () => {
    const student = await buildStudent(t.deps.db);
    const other = await buildStudent(t.deps.db);
    const teacher = await buildTeacher(t.deps.db);
    expect((await profile(other.id, await loginAs(t.app, student))).statusCode).toBe(404);
    expect((await profile(student.id, await loginAs(t.app, teacher))).statusCode).toBe(404);
    expect((await profile(student.id)).statusCode).toBe(401);
  });

  it("lets staff read anyone's profile; an unknown id is 404", async () => {
    const student = await buildStudent(t.deps.db);
    const token = await loginAs(t.app, await buildAdmin(t.deps.db));
    expect((await profile(student.id, token)).json().userInfo.email).toBe(student.email);
    expect((await profile('no-such-user', token)).statusCode).toBe(404);
  });
});

describe('POST /api/updateCurriculumUser', () => {
  it('switches a student to another curriculum they are enrolled in and answers a token carrying it', async () => {
    const student = await buildStudent(t.deps.db, { curriculum: 'ORG-A', curriculumCode: 'ORG-A-2026' });
    await enrol(t.deps.db, student, 'ORG-A-2026');
    await enrol(t.deps.db, student, 'ORG-B-2026');
    const token = await loginAs(t.app, student);

    const options = await t.app.inject({ url: '/api/getCurriculumOptions', headers: withToken(token) });
    expect(options.json().current).toEqual({ curriculumCode: 'ORG-A-2026', subject: null });
    expect(
      options
        .json()
        .data.map((d: { curriculumCode: string }) => d.curriculumCode)
        .sort(),
    ).toEqual(['ORG-A-2026', 'ORG-B-2026']);

    const res = await change(token, { userID: student.id, curriculum: 'forged name', curriculumCode: 'ORG-B-2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json().loginModule).toBe('student');
    const claims = await t.deps.tokens.verify(res.json().token);
    expect(claims).toMatchObject({ curriculumCode: 'ORG-B-2026', curriculum: 'ORG-B', userID: student.id });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, student.id));
    expect(row?.curriculumCode).toBe('ORG-B-2026');
    // The next sign-in starts in the chosen curriculum.
    const again = await t.deps.tokens.verify(await loginAs(t.app, student));
    expect(again?.curriculumCode).toBe('ORG-B-2026');
  });

  it('refuses a curriculum the student is not enrolled in, and another user id', async () => {
    const student = await buildStudent(t.deps.db);
    const other = await buildStudent(t.deps.db);
    await enrol(t.deps.db, student, 'ORG-A-2026');
    await enrol(t.deps.db, other, 'ORG-C-2026');
    const token = await loginAs(t.app, student);
    expect((await change(token, { userID: student.id, curriculumCode: 'ORG-C-2026' })).statusCode).toBe(404);
    expect((await change(token, { userID: other.id, curriculumCode: 'ORG-C-2026' })).statusCode).toBe(404);
    expect((await change(token, { userID: student.id })).statusCode).toBe(400);
  });

  it('switches a teacher to a curriculum and subject they are assigned to, and nothing else', async () => {
    const teacher = await buildTeacher(t.deps.db);
    await enrol(t.deps.db, teacher, 'ORG-A-2026', 'Mathematics');
    await enrol(t.deps.db, teacher, 'ORG-B-2026', 'Statistics');
    const token = await loginAs(t.app, teacher);
    const base = { userID: teacher.id, role: 'teacher' };
    expect((await change(token, { ...base, curriculumCode: 'ORG-B-2026' })).statusCode).toBe(400);
    expect((await change(token, { ...base, curriculumCode: 'ORG-B-2026', subject: 'Mathematics' })).statusCode).toBe(
      404,
    );
    const res = await change(token, { ...base, curriculumCode: 'ORG-B-2026', subject: 'Statistics' });
    expect(res.statusCode).toBe(200);
    expect(res.json().loginModule).toBe('teacher');
    expect(await t.deps.tokens.verify(res.json().token)).toMatchObject({
      curriculumCode: 'ORG-B-2026',
      subject: 'Statistics',
    });
  });

  it('is not for admins (403) nor anonymous callers (401)', async () => {
    const admin = await buildAdmin(t.deps.db);
    const token = await loginAs(t.app, admin);
    expect((await change(token, { userID: admin.id, curriculumCode: 'ORG-A-2026' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/getCurriculumOptions', headers: withToken(token) })).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/updateCurriculumUser',
      payload: { userID: admin.id, curriculumCode: 'ORG-A-2026' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

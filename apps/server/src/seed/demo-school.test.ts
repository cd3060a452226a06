import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, enrolments, questions, subjects, users } from '../db/schema/index.ts';
import { isKnownPlace } from '../modules/accounts/places.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_CURRICULUM, DEMO_PASSWORD, loadDemoSchool } from './demo-school.ts';
import { DEMO_SECOND_CURRICULUM } from './demo-second-curriculum.ts';
import { STATISTICS_LIBRARY_QUESTIONS, statisticsStudents } from './demo-statistics.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});
afterAll(() => t.close());

describe('the demo school', () => {
  it('loads once, with subjects, chapters and people who can sign in', async () => {
    expect(await loadDemoSchool(t.deps.db)).toBe(true);
    expect(await loadDemoSchool(t.deps.db)).toBe(false);
    const [s] = await t.deps.db
      .select({ n: count() })
      .from(subjects)
      .where(eq(subjects.curriculumCode, DEMO_CURRICULUM.curriculumCode));
    expect(s?.n).toBe(2);
    const [c] = await t.deps.db.select({ n: count() }).from(chapters);
    expect(c?.n).toBe(9);
    const [e] = await t.deps.db.select({ n: count() }).from(enrolments);
    // Thirteen in the first curriculum (ten students for the large class); the first student and
    // the teacher in the second too; and the fourteen who sat the finished test (demo-statistics.ts).
    expect(e?.n).toBe(15 + statisticsStudents.length);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'student1@demo.kaksha.local', password: DEMO_PASSWORD },
    });
    expect(res.json()).toMatchObject({ status: true, loginModule: 'student' });
    const claims = await t.deps.tokens.verify(res.json().token);
    expect(claims?.userCurriculum?.sort()).toEqual(
      [DEMO_CURRICULUM.curriculumCode, DEMO_SECOND_CURRICULUM.curriculumCode].sort(),
    );
    expect((await t.deps.db.select().from(users)).length).toBe(14 + statisticsStudents.length);
    const library = await t.deps.db
      .select()
      .from(questions)
      .where(eq(questions.curriculumCode, DEMO_CURRICULUM.curriculumCode));
    expect(library).toHaveLength(12 + STATISTICS_LIBRARY_QUESTIONS);
    expect(new Set(library.map((q) => q.questionType))).toEqual(new Set(['Text', 'Multi']));
    expect(new Set(library.map((q) => q.subject))).toEqual(new Set(['Mathematics', 'Programming']));
  });

  it('holds queries in every state and sessions of every status, one with more than 10 students', async () => {
    const login = async (email: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: DEMO_PASSWORD } })).json()
        .token as string;
    const call = (token: string, url: string, payload?: object) =>
      t.app.inject({
        method: payload ? 'POST' : 'GET',
        url: `/api${url}`,
        payload,
        headers: { 'x-access-token': token },
      });
    const student = await login('student1@demo.kaksha.local');
    const queries = (await call(student, '/getAllQueries', { curriculumCode: DEMO_CURRICULUM.curriculumCode })).json()
      .data;
    expect(queries.map((q: { status: number }) => q.status).sort()).toEqual([0, 1, 2]);
    expect(queries.find((q: { status: number }) => q.status === 2)).toMatchObject({ rating: 5 });
    const admin = await login('admin@demo.kaksha.local');
    const all = (await call(admin, '/getAdminSessions', { showAll: true })).json().data;
    expect(new Set(all.map((s: { status: string }) => s.status))).toEqual(new Set(['PENDING', 'ACCEPTED', 'REJECTED']));
    const bell = (await call(admin, '/getSessionBell')).json().data;
    expect(bell).toHaveLength(1);
    expect(bell[0].studentCount).toBe(12);
  });

  it('holds every field registration requires for each student, so an admin can change one detail and save', async () => {
    const people = await t.deps.db.select().from(users).where(like(users.email, '%@demo.kaksha.local'));
    const students = people.filter((p) => p.role === 'student');
    expect(students).toHaveLength(12 + statisticsStudents.length);
    for (const s of students) {
      expect(s).toMatchObject({ gender: expect.any(String), dob: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      expect(s.pincode).toBeTruthy();
      expect(s.address).toBeTruthy();
      expect(await isKnownPlace({ country: s.country ?? '', state: s.state ?? '', city: s.city ?? '' })).toBe(true);
    }
    const login = async (email: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: DEMO_PASSWORD } })).json()
        .token as string;
    const admin = await login('admin@demo.kaksha.local');
    const rahul = students.find((s) => s.firstName === 'Rahul');
    if (!rahul) throw new Error('Rahul missing');
    const profile = (
      await t.app.inject({
        method: 'POST',
        url: '/api/getStudentList',
        payload: { userID: rahul.id },
        headers: { 'x-access-token': admin },
      })
    ).json().data[0];
    // The edit form sends back what it loaded, with the mobile number changed.
    const { firstName, middleName, lastName, email, gender, dob, address, country, state, city, pincode } = profile;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/updateStudent',
      payload: {
        userID: rahul.id,
        ...{ firstName, middleName, lastName, email, gender, dob, address, country, state, city, pincode },
        mobile: '9811122233',
      },
      headers: { 'x-access-token': admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mobile).toBe('9811122233');
  });

  it('fills in the missing fields of a demo school loaded before it held them, keeping what was set', async () => {
    const [priya] = await t.deps.db.select().from(users).where(eq(users.email, 'student1@demo.kaksha.local'));
    await t.deps.db.update(users).set({ dob: null, pincode: null }).where(like(users.email, '%@demo.kaksha.local'));
    await t.deps.db.update(users).set({ dob: '2001-01-01' }).where(eq(users.email, 'student1@demo.kaksha.local'));
    expect(await loadDemoSchool(t.deps.db)).toBe(false);
    const after = await t.deps.db.select().from(users).where(like(users.email, '%@demo.kaksha.local'));
    expect(after.every((p) => p.dob && p.pincode)).toBe(true);
    expect(after.find((p) => p.id === priya?.id)?.dob).toBe('2001-01-01');
  });

  it('shows the demo student a certificate not yet due, with what remains, instead of a PDF', async () => {
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'student1@demo.kaksha.local', password: DEMO_PASSWORD },
      })
    ).json().token as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getCertificate',
      payload: { curriculumCode: DEMO_CURRICULUM.curriculumCode },
      headers: { 'x-access-token': token },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toBeNull();
    expect(body.remaining.endDatePassed).toBe(false);
    expect(body.remaining.endDate).toMatch(/-12-31$/);
    expect(body.remaining.tests.length).toBeGreaterThan(0);
  });
});

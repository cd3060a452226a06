import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, enrolments, questions, subjects, users } from '../db/schema/index.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_CURRICULUM, DEMO_PASSWORD, loadDemoSchool } from './demo-school.ts';
import { DEMO_SECOND_CURRICULUM } from './demo-second-curriculum.ts';

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
    // Three in the first curriculum; the first student and the teacher in the second too.
    expect(e?.n).toBe(5);
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
    expect((await t.deps.db.select().from(users)).length).toBe(4);
    const library = await t.deps.db
      .select()
      .from(questions)
      .where(eq(questions.curriculumCode, DEMO_CURRICULUM.curriculumCode));
    expect(library).toHaveLength(12);
    expect(new Set(library.map((q) => q.questionType))).toEqual(new Set(['Text', 'Multi']));
    expect(new Set(library.map((q) => q.subject))).toEqual(new Set(['Mathematics', 'Programming']));
  });
});

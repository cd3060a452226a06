import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessments, users } from '../db/schema/index.ts';
import { useDemoApp } from '../test/demo-app.ts';
import { DEMO_EXTRA_TIME_STUDENT, DEMO_TIMED_TEST, loadDemoTimedExam } from './demo-fair-exams-time.ts';
import { DEMO_PASSWORD } from './demo-school.ts';

const { t, call, timeZone } = useDemoApp();

const signIn = async (email: string) =>
  (await call('/login', null, { email, password: DEMO_PASSWORD })).json().token as string;

describe('the demo school, timed', () => {
  it('has a timed test open now, loaded once', async () => {
    const rows = await t.deps.db.select().from(assessments).where(eq(assessments.assessmentName, DEMO_TIMED_TEST.name));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ timeLimitMinutes: 45, type: 'Public' });
    expect(await loadDemoTimedExam(t.deps.db, timeZone)).toBe(false);
  });

  it('Priya has 45 minutes; Rahul, with a standing 1.5x, 67½', async () => {
    const [test] = await t.deps.db
      .select()
      .from(assessments)
      .where(eq(assessments.assessmentName, DEMO_TIMED_TEST.name));
    const [rahul] = await t.deps.db.select().from(users).where(eq(users.email, DEMO_EXTRA_TIME_STUDENT.email));
    expect(rahul?.timeMultiplier).toBe(1.5);
    const start = async (email: string) =>
      (await call('/getTestQuesList', await signIn(email), { testID: test?.testId })).json().attempt;
    expect((await start('student1@demo.kaksha.local')).allowedMinutes).toBe(45);
    const his = await start(DEMO_EXTRA_TIME_STUDENT.email);
    expect(his.allowedMinutes).toBe(67.5);
    expect(Date.parse(his.endsAt) - Date.parse(his.startedAt)).toBe(67.5 * 60_000);
  });
});

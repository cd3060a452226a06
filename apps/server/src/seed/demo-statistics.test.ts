import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessments } from '../db/schema/index.ts';
import { useDemoApp } from '../test/demo-app.ts';
import { DEMO_PASSWORD } from './demo-school.ts';
import { DEMO_STATISTICS_TEST, loadDemoStatistics } from './demo-statistics.ts';

const { t, call, timeZone } = useDemoApp();

const signIn = async (email: string) =>
  (await call('/login', null, { email, password: DEMO_PASSWORD })).json().token as string;

describe("the demo school's finished test for statistics", () => {
  it('is closed, sat by fourteen students, and loaded once', async () => {
    const rows = await t.deps.db.select().from(assessments).where(eq(assessments.assessmentName, DEMO_STATISTICS_TEST));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.endsAt.getTime()).toBeLessThan(Date.now());
    expect(await loadDemoStatistics(t.deps.db, timeZone)).toBe(false);
  });

  it('has statistics worth reading: spread, an alpha, and questions flagged for review', async () => {
    const [test] = await t.deps.db
      .select()
      .from(assessments)
      .where(eq(assessments.assessmentName, DEMO_STATISTICS_TEST));
    const teacher = await signIn('teacher@demo.kaksha.local');
    const res = await call('/getTestStatistics', teacher, { testID: test?.testId });
    expect(res.statusCode).toBe(200);
    const { summary, questions } = res.json().data;
    expect(summary.count).toBeGreaterThanOrEqual(12);
    expect(summary.pending).toBe(0);
    expect(summary.sd).toBeGreaterThan(1);
    expect(summary.alpha).toBeGreaterThan(0.3);
    expect(summary.histogram.filter((b: { count: number }) => b.count > 0).length).toBeGreaterThanOrEqual(4);
    const flags = questions.flatMap((q: { flags: string[] }) => q.flags);
    expect(flags).toEqual(expect.arrayContaining(['easy', 'hard', 'lowDiscrimination']));
    // Most questions discriminate well: the flags are the exception.
    expect(questions.filter((q: { flags: string[] }) => q.flags.length === 0).length).toBeGreaterThanOrEqual(4);
    const chosen = questions.find((q: { options: unknown }) => q.options)?.options;
    expect(chosen.reduce((n: number, o: { count: number }) => n + o.count, 0)).toBeGreaterThan(0);
  });
});

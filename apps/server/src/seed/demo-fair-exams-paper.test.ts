import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessments } from '../db/schema/index.ts';
import { useDemoApp } from '../test/demo-app.ts';
import { DEMO_DRAW, DEMO_DRAWN_TEST, loadDemoDrawnPaper } from './demo-fair-exams-paper.ts';
import { DEMO_PASSWORD } from './demo-school.ts';

const { t, call, timeZone } = useDemoApp();

describe('the demo drawn paper', () => {
  it('is loaded once, open now, and gives the first student 5 of its 8 questions, the same on resume', async () => {
    expect(await loadDemoDrawnPaper(t.deps.db, timeZone)).toBe(false);
    const tests = await t.deps.db.select().from(assessments).where(eq(assessments.assessmentName, DEMO_DRAWN_TEST));
    expect(tests).toHaveLength(1);
    const test = tests[0];
    if (!test) throw new Error('the drawn quiz is not loaded');
    expect(test).toMatchObject({
      drawQuestions: DEMO_DRAW.drawn,
      shuffleQuestions: true,
      maxWeightage: DEMO_DRAW.drawn,
    });
    const token = (await call('/login', null, { email: 'student1@demo.kaksha.local', password: DEMO_PASSWORD })).json()
      .token as string;
    const paper = async () =>
      (await call('/getTestQuesList', token, { testID: test.testId }))
        .json()
        .data.map((q: { questionID: string }) => q.questionID);
    const first = await paper();
    expect(first).toHaveLength(DEMO_DRAW.drawn);
    expect(await paper()).toEqual(first);
  });
});

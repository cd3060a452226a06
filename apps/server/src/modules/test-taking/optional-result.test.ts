import { describe, expect, it } from 'vitest';
import { buildAssessment, buildExamPlace } from '../../test/assessment-factories.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildQuestion } from '../../test/catalogue-factories.ts';
import { useRoleApp } from '../../test/role-tokens.ts';
import { buildScoredSitting } from '../../test/statistics-factories.ts';

const { t, call } = useRoleApp();

describe("a student's result: percentage and, in Optional mode, the answers that counted", () => {
  it('says the best N counted and which, once the marks are final', async () => {
    const p = await buildExamPlace(t.deps.db);
    const { multiA, multiB, text } = p.questions;
    const multiC = await buildQuestion(t.deps.db, p.at, { correctAnswer: 'KEY-C', answer1: 'c1' });
    // Optional: 2 of 4 questions count, 3 marks each (written answers marked up to 3).
    const test = await buildAssessment(t.deps.db, p.at, [multiA, text, multiB, multiC], {
      assignmentMode: 'Optional',
      optionalQuestions: 2,
      optQuestionMarks: 3,
      maxWeightage: 6,
      reviewAfter: 'submit',
    });
    await buildScoredSitting(
      t.deps.db,
      test,
      p.student,
      {
        [multiA.questionId]: multiA.correctAnswer,
        [text.questionId]: '<p>Both sets</p>',
        [multiB.questionId]: 'wrong b1',
        [multiC.questionId]: 'KEY-C',
      },
      { [text.questionId]: 1 },
    );
    const student = await loginAs(t.app, p.student);
    const res = await call('/getResult', student, { testID: test.testId, userID: p.student.id });
    expect(res.statusCode).toBe(200);
    const result = res.json().data;
    // Three valid answers (3, 1, 3 marks): the best two count, 6 of 6.
    expect(result).toMatchObject({ achievedMarks: 6, totalMarks: 6, percentage: 100, optionalQuestions: 2 });
    expect(result.answers.map((a: { counted: boolean | null }) => a.counted)).toEqual([true, false, false, true]);
  });

  it('gives a Mandatory test its percentage and no counted answers', async () => {
    const p = await buildExamPlace(t.deps.db);
    const { multiA, multiB } = p.questions;
    const test = await buildAssessment(t.deps.db, p.at, [multiA, multiB], { reviewAfter: 'submit' });
    await buildScoredSitting(t.deps.db, test, p.student, {
      [multiA.questionId]: multiA.correctAnswer,
      [multiB.questionId]: 'wrong b1',
    });
    const student = await loginAs(t.app, p.student);
    const result = (await call('/getResult', student, { testID: test.testId, userID: p.student.id })).json().data;
    // 2 of 5 marks.
    expect(result).toMatchObject({ achievedMarks: 2, percentage: 40, optionalQuestions: null });
    expect(result.answers.every((a: { counted: boolean | null }) => a.counted === null)).toBe(true);
  });
});

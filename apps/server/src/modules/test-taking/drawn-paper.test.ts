import { messages } from '@kaksha/contracts/messages';
import { describe, expect, it } from 'vitest';
import { buildExamPlace, buildTemplate } from '../../test/assessment-factories.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { addDays, buildQuestion, today } from '../../test/catalogue-factories.ts';
import { buildStudent, enrol } from '../../test/factories.ts';
import { useRoleApp } from '../../test/role-tokens.ts';

const { t, tokens, call } = useRoleApp();

const POOL = 20;
const DRAWN = 10;

/**
 * A template of 20 two-mark questions (each with its own key) and an open test that draws 10 of
 * them per student in the student's own order; five enrolled students. With 20 questions the
 * chance that two of five students get the same ordered paper is below 1 in 10^10.
 */
async function drawnTest(overrides: Record<string, unknown> = {}) {
  const p = await buildExamPlace(t.deps.db);
  const pool = [];
  for (let i = 0; i < POOL; i++)
    pool.push(
      await buildQuestion(t.deps.db, p.at, { questionMarks: 2, correctAnswer: `key ${i}`, question: `<p>Q${i}</p>` }),
    );
  const template = await buildTemplate(t.deps.db, p.at, pool);
  const res = await call('/createAssessment', tokens.admin, {
    assessmentName: 'Drawn sets test',
    type: 'Private',
    curriculumCode: p.curriculum.curriculumCode,
    subject: 'Mathematics',
    startdate: today(),
    enddate: addDays(today(), 1),
    startTime: '00:00',
    endTime: '23:00',
    assignmentMode: 'Mandatory',
    maxQuestions: DRAWN,
    maxWeightage: DRAWN * 2,
    labSession: false,
    assessmentType: 'Use Template',
    templateID: template.templateId,
    question_ids: [{ questionID: 'from the template' }],
    drawQuestions: DRAWN,
    shuffleQuestions: true,
    ...overrides,
  });
  const students = [p.student];
  for (let i = 0; i < 4; i++) {
    const s = await buildStudent(t.deps.db);
    await enrol(t.deps.db, s, p.curriculum.curriculumCode);
    students.push(s);
  }
  const keyOf = new Map(pool.map((q) => [q.questionId, q.correctAnswer]));
  return { p, pool, template, res, students, keyOf };
}

const paperOf = async (token: string, testID: string): Promise<string[]> => {
  const res = await call('/getTestQuesList', token, { testID });
  expect(res.statusCode).toBe(200);
  return res.json().data.map((q: { questionID: string }) => q.questionID);
};

describe('a drawn and shuffled paper', () => {
  it("draws each student's paper once: the same on resume, different between students", async () => {
    const { res, students, keyOf } = await drawnTest();
    expect(res.statusCode).toBe(200);
    const testID = res.json().data.testID;
    expect(res.json().data).toMatchObject({ drawQuestions: DRAWN, shuffleQuestions: true, totalQuestions: DRAWN });
    const papers: string[][] = [];
    for (const student of students) {
      const token = await loginAs(t.app, student);
      const first = await paperOf(token, testID);
      expect(first).toHaveLength(DRAWN);
      expect(new Set(first).size).toBe(DRAWN);
      for (const id of first) expect(keyOf.has(id)).toBe(true);
      // A resume (and a reload, which asks the same) gives the very same paper in the same order.
      expect(await paperOf(token, testID)).toEqual(first);
      expect(await paperOf(await loginAs(t.app, student), testID)).toEqual(first);
      papers.push(first);
    }
    expect(new Set(papers.map((paper) => paper.join())).size).toBe(papers.length);
    // Not only in another order: the draw itself differs.
    expect(new Set(papers.map((paper) => [...paper].sort().join())).size).toBeGreaterThan(1);
  });

  it("scores only the student's own paper: totals are N x marks, other questions take no answer", async () => {
    const { p, res, pool, keyOf } = await drawnTest();
    const testID = res.json().data.testID;
    const token = await loginAs(t.app, p.student);
    const paper = await paperOf(token, testID);
    const off = pool.find((q) => !paper.includes(q.questionId));
    if (!off) throw new Error('a draw of 10 out of 20 leaves questions off the paper');
    const refused = await call('/saveTestAnswer', token, {
      testID,
      questionID: off.questionId,
      response: off.correctAnswer,
      revision: 1,
    });
    expect(refused.statusCode).toBe(404);
    // Eight right, two wrong, and a right answer to a question not on the paper, which counts for nothing.
    const [wrong1, wrong2, ...right] = paper;
    const submitted = await call('/testSubmit', token, {
      globalInfo: { testID },
      transaction: [
        ...right.map((id) => ({ questionID: id, response: keyOf.get(id) ?? '' })),
        { questionID: wrong1, response: 'not the key' },
        { questionID: wrong2, response: 'not the key' },
        { questionID: off.questionId, response: off.correctAnswer },
      ],
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toMatchObject({ totalQuestions: DRAWN, totalMarks: DRAWN * 2 });
    const result = await call('/getResult', tokens.admin, { testID, userID: p.student.id });
    expect(result.json().data).toMatchObject({
      achievedMarks: 16,
      totalMarks: 20,
      correctAnsweredQues: 8,
      wrongAnsweredQues: 2,
      totalQuestions: DRAWN,
    });
    // The result lists the student's own questions, in their order.
    expect(result.json().data.answers.map((a: { questionID: string }) => a.questionID)).toEqual(paper);
  });

  it("leaves the teacher only the student's own written answers to mark, and totals the paper", async () => {
    const p = await buildExamPlace(t.deps.db);
    // Four written and four Multi questions, all of 2 marks; each paper draws 7, so it always holds
    // at least three written answers to mark, and leaves one question off.
    const pool = [];
    for (let i = 0; i < 4; i++) {
      pool.push(await buildQuestion(t.deps.db, p.at, { questionMarks: 2, correctAnswer: `key ${i}` }));
      pool.push(
        await buildQuestion(t.deps.db, p.at, {
          questionType: 'Text',
          questionMarks: 2,
          question: `<p>Explain ${i}</p>`,
          correctAnswer: '',
          answer1: '',
          answer2: '',
          answer3: '',
        }),
      );
    }
    const template = await buildTemplate(t.deps.db, p.at, pool);
    const created = await call('/createAssessment', tokens.admin, {
      assessmentName: 'Drawn written test',
      type: 'Public',
      curriculumCode: p.curriculum.curriculumCode,
      subject: 'Mathematics',
      startdate: today(),
      enddate: addDays(today(), 1),
      startTime: '00:00',
      endTime: '23:00',
      assignmentMode: 'Mandatory',
      maxQuestions: 7,
      maxWeightage: 14,
      labSession: false,
      assessmentType: 'Use Template',
      templateID: template.templateId,
      question_ids: [{ questionID: 'from the template' }],
      drawQuestions: 7,
    });
    expect(created.statusCode).toBe(200);
    const testID = created.json().data.testID;
    const token = await loginAs(t.app, p.student);
    const paper = await paperOf(token, testID);
    const byId = new Map(pool.map((q) => [q.questionId, q]));
    const off = pool.filter((q) => !paper.includes(q.questionId));
    await call('/testSubmit', token, {
      globalInfo: { testID },
      transaction: [...paper.map((id) => byId.get(id)), ...off].map((q) => ({
        questionID: q?.questionId,
        response: q?.questionType === 'Text' ? '<p>My answer</p>' : (q?.correctAnswer ?? ''),
      })),
    });
    const teacher = await loginAs(t.app, p.teacher);
    const pending = (await call('/getPendingQuestions', teacher, { testID })).json().data.data as {
      _id: string;
      questionID: string;
      questionType: string;
    }[];
    // Only questions of the paper, never the one off it.
    expect(pending.map((r) => r.questionID).sort()).toEqual([...paper].sort());
    const written = pending.filter((r) => r.questionType === 'Text');
    expect(written.length).toBeGreaterThanOrEqual(3);
    expect(off).toHaveLength(1);
    const saved = await call('/testSubmitByTeacher', teacher, {
      globalInfo: { testID },
      transaction: written.map((r) => ({ _id: r._id, acheivedMarks: 1, comments: '' })),
      result: { userID: p.student.id },
    });
    expect(saved.statusCode).toBe(200);
    const multi = paper.filter((id) => byId.get(id)?.questionType === 'Multi').length;
    const result = (await call('/getResult', token, { testID, userID: p.student.id })).json().data;
    expect(result).toMatchObject({
      corrected: true,
      totalMarks: 14,
      totalQuestions: 7,
      achievedMarks: multi * 2 + written.length,
    });
    expect(result.answers.map((a: { questionID: string }) => a.questionID)).toEqual(paper);
  });

  it.each([
    ['questions of unequal marks', 'unequal', messages.drawNeedsEqualMarks],
    [
      'more than the template holds',
      { drawQuestions: POOL + 1, maxQuestions: POOL + 1, maxWeightage: 42 },
      messages.drawMoreThanPool,
    ],
    ['a max weightage other than N x marks', { maxWeightage: DRAWN * 2 - 1 }, messages.maxQuestionsReached],
  ])('refuses a draw of %s', async (_label, change, message) => {
    if (change === 'unequal') {
      const p = await buildExamPlace(t.deps.db);
      // multiA carries 2 marks, multiB 3.
      const template = await buildTemplate(t.deps.db, p.at, [p.questions.multiA, p.questions.multiB]);
      const res = await call('/createAssessment', tokens.admin, {
        assessmentName: 'Unequal',
        type: 'Private',
        curriculumCode: p.curriculum.curriculumCode,
        subject: 'Mathematics',
        startdate: today(),
        enddate: addDays(today(), 1),
        startTime: '00:00',
        endTime: '23:00',
        assignmentMode: 'Mandatory',
        maxQuestions: 1,
        maxWeightage: 2,
        labSession: false,
        assessmentType: 'Use Template',
        templateID: template.templateId,
        question_ids: [{ questionID: 'from the template' }],
        drawQuestions: 1,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field: 'drawQuestions', message });
      return;
    }
    const { res } = await drawnTest(change as Record<string, unknown>);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain(message);
  });

  it('refuses a draw on a test of picked questions', async () => {
    const p = await buildExamPlace(t.deps.db);
    const res = await call('/createAssessment', tokens.admin, {
      assessmentName: 'Picked',
      type: 'Private',
      curriculumCode: p.curriculum.curriculumCode,
      subject: 'Mathematics',
      startdate: today(),
      enddate: addDays(today(), 1),
      startTime: '00:00',
      endTime: '23:00',
      assignmentMode: 'Mandatory',
      maxQuestions: 1,
      maxWeightage: 2,
      labSession: false,
      assessmentType: 'Students',
      question_ids: [{ questionID: p.questions.multiA.questionId }],
      drawQuestions: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'drawQuestions', message: messages.drawNeedsTemplate });
  });
});

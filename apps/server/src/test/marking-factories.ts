import type { Db } from '../db/client.ts';
import type { AssessmentRow, UserRow } from '../db/schema/index.ts';
import { storeScore } from '../modules/test-taking/store-score.ts';
import { buildAssessment, buildAttempt, buildExamPlace } from './assessment-factories.ts';
import { buildQuestion } from './catalogue-factories.ts';
import { buildStudent, enrol } from './factories.ts';

type ExamPlace = Awaited<ReturnType<typeof buildExamPlace>>;

/** What one student answered: the Multi answer and the two written ones ('' is left blank). */
export interface Sheet {
  multiA?: string;
  textA?: string;
  textB?: string;
}

/**
 * A test of one Multi question (2 marks) and two written ones (5 and 3 marks), and one submitted,
 * server-scored attempt per sheet (given, or made from the place to name its key), each of a new student of the curriculum. `overrides` set the
 * test's window and rules (e.g. a test that closed days ago).
 */
export async function buildMarkedTest(
  db: Db,
  sheets: readonly Sheet[] | ((place: ExamPlace) => readonly Sheet[]),
  overrides: Partial<AssessmentRow> = {},
): Promise<{ place: ExamPlace; test: AssessmentRow; students: UserRow[]; questionIds: Record<keyof Sheet, string> }> {
  const place = await buildExamPlace(db);
  const { multiA, text: textA } = place.questions;
  const textB = await buildQuestion(db, place.at, {
    questionType: 'Text',
    questionMarks: 3,
    question: '<p>Name an empty set</p>',
    correctAnswer: '',
    answer1: '',
    answer2: '',
    answer3: '',
  });
  const test = await buildAssessment(db, place.at, [multiA, textA, textB], overrides);
  const questionIds = { multiA: multiA.questionId, textA: textA.questionId, textB: textB.questionId };
  const students: UserRow[] = [];
  for (const sheet of typeof sheets === 'function' ? sheets(place) : sheets) {
    const student = await buildStudent(db);
    await enrol(db, student, place.curriculum.curriculumCode);
    const given: Record<string, string> = {};
    for (const key of ['multiA', 'textA', 'textB'] as const) {
      const response = sheet[key];
      if (response !== undefined) given[questionIds[key]] = response;
    }
    const attempt = await buildAttempt(db, test, student, { submittedAt: new Date(), answers: given });
    await storeScore(db, attempt.id);
    students.push(student);
  }
  return { place, test, students, questionIds };
}

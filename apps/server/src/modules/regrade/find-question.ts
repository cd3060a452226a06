import type { Db } from '../../db/client.ts';
import type { AssessmentRow, TestQuestionRow } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { questionsOfTest } from '../assessments/index.ts';
import { regradeIssue, swappedKey } from './policy.ts';
import { attemptsBeingTaken } from './queries.ts';

export interface RegradeTarget {
  questions: TestQuestionRow[];
  /** The question as it is. */
  question: TestQuestionRow;
  /** The same question with the new key (old and new key changed places). */
  corrected: TestQuestionRow;
}

/** The question of the test to regrade and its corrected form; 404 if it is not the test's, 400 if the key may not change. */
export async function findRegradeTarget(
  db: Db,
  test: AssessmentRow,
  questionID: string,
  newKey: string,
  now: Date,
): Promise<RegradeTarget> {
  const questions = await questionsOfTest(db, test);
  const question = questions.find((q) => q.questionId === questionID);
  if (!question) throw notFound('Question not found');
  const issue = regradeIssue(question, newKey, await attemptsBeingTaken(db, test, now));
  if (issue) throw badRequest(issue, [{ field: 'correctanswer', message: issue }]);
  return { questions, question, corrected: swappedKey(question, newKey) };
}

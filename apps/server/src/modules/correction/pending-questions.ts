import type { PendingQuestionDto } from '@kaksha/contracts/correction';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, attempts, testQuestions, users } from '../../db/schema/index.ts';

/**
 * Submitted answers of a test that wait for a teacher: each written answer not yet marked, with
 * the same student's Multi answers beside it (read-only, full marks if valid else 0).
 */
export async function pendingQuestions(db: Db, testRowId: string, userID?: string): Promise<PendingQuestionDto[]> {
  const waiting = await db
    .selectDistinct({ attemptId: attempts.id })
    .from(attempts)
    .innerJoin(answers, eq(answers.attemptId, attempts.id))
    .where(
      and(
        eq(attempts.testId, testRowId),
        isNotNull(attempts.submittedAt),
        userID ? eq(attempts.userId, userID) : undefined,
        isNull(answers.valid),
        isNull(answers.correctedAt),
      ),
    );
  if (waiting.length === 0) return [];
  const rows = await db
    .select({ answer: answers, question: testQuestions, userId: attempts.userId, user: users })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .innerJoin(
      testQuestions,
      and(eq(testQuestions.testId, attempts.testId), eq(testQuestions.questionId, answers.questionId)),
    )
    .innerJoin(users, eq(users.id, attempts.userId))
    .where(
      inArray(
        answers.attemptId,
        waiting.map((w) => w.attemptId),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(attempts.userId), asc(testQuestions.position));
  return rows
    .filter(({ answer, question }) => question.questionType === 'Multi' || answer.valid === null)
    .map(({ answer, question, user }) => {
      const multi = question.questionType === 'Multi';
      return {
        _id: answer.id,
        questionID: question.questionId,
        questionType: question.questionType,
        question: question.question,
        answer1: question.answer1,
        answer2: question.answer2,
        answer3: question.answer3,
        correctanswer: question.correctAnswer,
        response: answer.response,
        questionmarks: question.questionMarks,
        valid: answer.valid === true,
        acheivedMarks: multi ? (answer.valid ? question.questionMarks : 0) : 0,
        comments: answer.comments,
        userID: user.id,
        studentName: [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' '),
      };
    });
}

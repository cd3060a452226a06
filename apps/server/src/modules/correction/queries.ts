import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import {
  type AssessmentRow,
  answers,
  assessments,
  attempts,
  enrolments,
  testQuestions,
  users,
} from '../../db/schema/index.ts';

/** The subjects a teacher is assigned in a curriculum. */
export async function teacherSubjectsIn(db: Db, userId: string, curriculumCode: string): Promise<string[]> {
  const rows = await db
    .select({ subject: enrolments.subject })
    .from(enrolments)
    .where(
      and(eq(enrolments.userId, userId), eq(enrolments.curriculumCode, curriculumCode), isNotNull(enrolments.subject)),
    );
  return rows.flatMap((row) => (row.subject ? [row.subject] : []));
}

/** A curriculum's tests, of the given subjects (every subject when none is given), by start. */
export function testsOfSubjects(db: Db, curriculumCode: string, subjects?: string[]): Promise<AssessmentRow[]> {
  return db
    .select()
    .from(assessments)
    .where(
      and(
        eq(assessments.curriculumCode, curriculumCode),
        subjects ? inArray(assessments.subject, subjects) : undefined,
        // A draft (a copy not yet scheduled) has nobody to correct.
        eq(assessments.draft, false),
      ),
    )
    .orderBy(asc(assessments.startsAt), asc(assessments.testId));
}

/** The submitted attempts of a test with a written answer not yet marked (of one student, if named). */
export async function attemptsAwaitingCorrection(db: Db, testRowId: string, userID?: string): Promise<string[]> {
  const rows = await db
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
  return rows.map((row) => row.attemptId);
}

/** Every answer of some attempts with its frozen question and its student, by student then question. */
export function answersOfAttempts(db: Db, attemptIds: string[]) {
  return db
    .select({ answer: answers, question: testQuestions, user: users })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .innerJoin(
      testQuestions,
      and(eq(testQuestions.testId, attempts.testId), eq(testQuestions.questionId, answers.questionId)),
    )
    .innerJoin(users, eq(users.id, attempts.userId))
    .where(inArray(answers.attemptId, attemptIds))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(attempts.userId), asc(testQuestions.position));
}
export type AnswerToMark = Awaited<ReturnType<typeof answersOfAttempts>>[number];

/** The named answers, of submitted attempts of the test, with their student and question's type and marks. */
export function submittedAnswers(db: Db, testRowId: string, answerIds: string[]) {
  return db
    .select({
      answer: answers,
      userId: attempts.userId,
      questionType: testQuestions.questionType,
      questionMarks: testQuestions.questionMarks,
    })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .innerJoin(
      testQuestions,
      and(eq(testQuestions.testId, attempts.testId), eq(testQuestions.questionId, answers.questionId)),
    )
    .where(and(inArray(answers.id, answerIds), eq(attempts.testId, testRowId), isNotNull(attempts.submittedAt)));
}

/** One correction of a student at a time: the attempt row is the lock, held to the transaction's end. */
export async function lockAttempt(tx: Queryable, attemptId: string): Promise<void> {
  await tx.select({ id: attempts.id }).from(attempts).where(eq(attempts.id, attemptId)).for('update');
}

/** A teacher's mark on a written answer, or only the comment on a Multi answer (its marks are the server's). */
export async function storeMark(
  tx: Queryable,
  mark: { _id: string; acheivedMarks: number; comments: string },
  multi: boolean,
  now: Date,
): Promise<void> {
  await tx
    .update(answers)
    .set(
      multi
        ? { comments: mark.comments }
        : {
            achievedMarks: mark.acheivedMarks,
            valid: mark.acheivedMarks > 0,
            comments: mark.comments,
            correctedAt: now,
          },
    )
    .where(eq(answers.id, mark._id));
}

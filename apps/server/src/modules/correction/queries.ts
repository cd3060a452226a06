import type { MarkingProgress } from '@kaksha/contracts/marking';
import { and, asc, desc, eq, exists, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import {
  type AssessmentRow,
  answers,
  assessments,
  attempts,
  enrolments,
  markingLateNotices,
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
  await tx.select({ id: attempts.id }).from(attempts).where(eq(attempts.id, attemptId)).for('no key update');
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

/** An answer a teacher marks: waiting for marks, or marked already (a blank one is 0 at once). */
const needsTeacher = or(isNull(answers.valid), isNotNull(answers.correctedAt));

/** The written (non-Multi) questions of a test, in the test's order. */
export function writtenQuestions(db: Db, testRowId: string) {
  return db
    .select()
    .from(testQuestions)
    .where(and(eq(testQuestions.testId, testRowId), ne(testQuestions.questionType, 'Multi')))
    .orderBy(asc(testQuestions.position));
}

/**
 * The submitted attempts of a test in a fixed order that says nothing about the students (their
 * random ids): "Student 7" is the seventh, on every question.
 */
export async function submittedAttemptOrder(db: Db, testRowId: string): Promise<string[]> {
  const rows = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(and(eq(attempts.testId, testRowId), isNotNull(attempts.submittedAt)))
    .orderBy(asc(attempts.id));
  return rows.map((row) => row.id);
}

/** Every answer to one question that a teacher marks, of submitted attempts, with its student. */
export function answersToQuestion(db: Db, testRowId: string, questionId: string) {
  return db
    .select({ answer: answers, user: users })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .innerJoin(users, eq(users.id, attempts.userId))
    .where(
      and(
        eq(attempts.testId, testRowId),
        isNotNull(attempts.submittedAt),
        eq(answers.questionId, questionId),
        needsTeacher,
      ),
    )
    .orderBy(asc(attempts.id));
}

/** One student's answer to one question of a test, of their submitted attempt. */
export async function submittedAnswerOf(db: Db, testRowId: string, userId: string, questionId: string) {
  const [row] = await db
    .select({ answer: answers, attempt: attempts })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .where(
      and(
        eq(attempts.testId, testRowId),
        eq(attempts.userId, userId),
        isNotNull(attempts.submittedAt),
        eq(answers.questionId, questionId),
        needsTeacher,
      ),
    )
    .limit(1);
  return row;
}

/** Per written question of a test: how many answers a teacher marks, and how many are marked. */
export async function markingProgress(db: Db, testRowId: string): Promise<Map<string, MarkingProgress>> {
  const rows = await db
    .select({
      questionId: answers.questionId,
      total: sql<number>`count(*)::int`,
      marked: sql<number>`(count(*) filter (where ${answers.correctedAt} is not null))::int`,
    })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .innerJoin(
      testQuestions,
      and(eq(testQuestions.testId, attempts.testId), eq(testQuestions.questionId, answers.questionId)),
    )
    .where(
      and(
        eq(attempts.testId, testRowId),
        isNotNull(attempts.submittedAt),
        ne(testQuestions.questionType, 'Multi'),
        needsTeacher,
      ),
    )
    .groupBy(answers.questionId);
  return new Map(rows.map((row) => [row.questionId, { marked: Number(row.marked), total: Number(row.total) }]));
}

/**
 * Comments already given on a test's written answers, to pick again: those of the question first,
 * then the most used.
 */
export async function previousComments(db: Db, testRowId: string, questionId: string, limit = 30) {
  const rows = await db
    .select({ comment: answers.comments })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .where(and(eq(attempts.testId, testRowId), isNotNull(answers.correctedAt), ne(answers.comments, '')))
    .groupBy(answers.comments)
    .orderBy(desc(sql`bool_or(${answers.questionId} = ${questionId})`), desc(sql`count(*)`), asc(answers.comments))
    .limit(limit);
  return rows.map((row) => row.comment);
}

/** A closed test with written answers still unmarked, and how many. */
export interface LateTest {
  id: string;
  testId: string;
  assessmentName: string;
  curriculumCode: string;
  subject: string;
  endsAt: Date;
  unmarked: number;
}

/**
 * Tests that closed before `closedBefore` with written answers of submitted attempts still
 * unmarked, oldest first: of the teacher's curricula and subjects when one is named, else all;
 * only those whose teachers were not told yet with `untoldOnly`.
 */
export async function lateTests(
  db: Db,
  closedBefore: Date,
  opts: { teacherId?: string; untoldOnly?: boolean } = {},
): Promise<LateTest[]> {
  const rows = await db
    .select({
      id: assessments.id,
      testId: assessments.testId,
      assessmentName: assessments.assessmentName,
      curriculumCode: assessments.curriculumCode,
      subject: assessments.subject,
      endsAt: assessments.endsAt,
      unmarked: sql<number>`count(*)::int`,
    })
    .from(assessments)
    .innerJoin(attempts, and(eq(attempts.testId, assessments.id), isNotNull(attempts.submittedAt)))
    .innerJoin(answers, and(eq(answers.attemptId, attempts.id), isNull(answers.valid), isNull(answers.correctedAt)))
    .leftJoin(markingLateNotices, eq(markingLateNotices.testId, assessments.id))
    .where(
      and(
        lt(assessments.endsAt, closedBefore),
        opts.untoldOnly ? isNull(markingLateNotices.testId) : undefined,
        opts.teacherId
          ? exists(
              db
                .select({ one: sql`1` })
                .from(enrolments)
                .where(
                  and(
                    eq(enrolments.userId, opts.teacherId),
                    eq(enrolments.curriculumCode, assessments.curriculumCode),
                    eq(enrolments.subject, assessments.subject),
                  ),
                ),
            )
          : undefined,
      ),
    )
    .groupBy(assessments.id)
    .orderBy(asc(assessments.endsAt), asc(assessments.testId));
  return rows.map((row) => ({ ...row, unmarked: Number(row.unmarked) }));
}

/**
 * Claims the telling of tests' late marking: the ids not claimed before (by this run or another
 * instance's), which are then told in the same transaction.
 */
export async function claimLateNotices(tx: Queryable, testRowIds: string[]): Promise<Set<string>> {
  if (testRowIds.length === 0) return new Set();
  const rows = await tx
    .insert(markingLateNotices)
    .values(testRowIds.map((testId) => ({ testId })))
    .onConflictDoNothing()
    .returning({ testId: markingLateNotices.testId });
  return new Set(rows.map((row) => row.testId));
}

/** The active teachers of a test's curriculum and subject: whom its late marking is told to. */
export async function teachersOf(tx: Db, test: { curriculumCode: string; subject: string }) {
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(
      and(
        eq(enrolments.curriculumCode, test.curriculumCode),
        eq(enrolments.subject, test.subject),
        eq(users.role, 'teacher'),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    );
  return rows.map((row) => row.id);
}

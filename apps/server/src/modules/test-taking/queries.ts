import crypto from 'node:crypto';
import { and, eq, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type AccommodationRow,
  type AssessmentRow,
  type AttemptRow,
  accommodations,
  answers,
  assessments,
  attempts,
  enrolments,
  type ResultRow,
  results,
  users,
} from '../../db/schema/index.ts';
import type { DeadlineInputs } from './attempt-deadline.ts';

/** What decides a student's time on a test, besides their start: the test's and their own. */
export type StudentTime = Omit<DeadlineInputs, 'startedAt'>;

/** What the student has of their own on a test: their standing multiplier and its accommodation. */
export interface TimeAllowance {
  multiplier: number;
  extraMinutes: number;
  personalEndsAt: Date | null;
}

/** The student's time on a test: its window and limit, with their own allowance. */
export const studentTimeOf = (
  test: Pick<AssessmentRow, 'endsAt' | 'timeLimitMinutes'>,
  allowance: TimeAllowance,
): StudentTime => ({
  windowEndsAt: test.endsAt,
  personalEndsAt: allowance.personalEndsAt,
  timeLimitMinutes: test.timeLimitMinutes,
  multiplier: allowance.multiplier,
  extraMinutes: allowance.extraMinutes,
});

/** The student's allowance on the test whose row id `testRowId` gives (a value or a subquery). */
async function readAllowance(db: Db, testRowId: string | SQL, userId: string): Promise<TimeAllowance> {
  const [row] = await db
    .select({
      multiplier: users.timeMultiplier,
      extraMinutes: accommodations.extraMinutes,
      personalEndsAt: accommodations.endsAt,
    })
    .from(users)
    .leftJoin(accommodations, and(eq(accommodations.testId, testRowId), eq(accommodations.userId, users.id)))
    .where(eq(users.id, userId))
    .limit(1);
  return {
    multiplier: row?.multiplier ?? 1,
    extraMinutes: row?.extraMinutes ?? 0,
    personalEndsAt: row?.personalEndsAt ?? null,
  };
}

/**
 * The student's allowance on a test named by its public testID: needs no test row first, so a
 * start asks it beside the test's own lookup (one round trip instead of two).
 */
export const readTimeAllowance = (db: Db, testID: string, userId: string) =>
  readAllowance(
    db,
    sql`(select ${assessments.id} from ${assessments} where ${assessments.testId} = ${testID})`,
    userId,
  );

/** The student's time on a test: its window and limit, their multiplier and extra time. */
export async function readStudentTime(
  db: Db,
  test: Pick<AssessmentRow, 'id' | 'endsAt' | 'timeLimitMinutes'>,
  userId: string,
): Promise<StudentTime> {
  return studentTimeOf(test, await readAllowance(db, test.id, userId));
}

export async function findAttempt(db: Db, testRowId: string, userId: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.testId, testRowId), eq(attempts.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Opens the student's attempt once, with its own end (`start`: attempt-deadline.ts); a second (or
 * concurrent) opening finds the same one, with the paper drawn for it then (`paperOf`, from the
 * new attempt's seed; paper.ts). `created` tells a fresh attempt (no answers yet) from one being
 * resumed.
 */
export async function openAttempt(
  db: Db,
  testRowId: string,
  userId: string,
  start: { startedAt: Date; endsAt: Date },
  paperOf: (seed: string) => string[] | null = () => null,
): Promise<{ attempt: AttemptRow; created: boolean }> {
  // The seed orders the options and draws the paper, which is stored with the attempt.
  const optionSeed = crypto.randomBytes(12).toString('hex');
  const [inserted] = await db
    .insert(attempts)
    .values({
      id: crypto.randomUUID(),
      testId: testRowId,
      userId,
      optionSeed,
      paper: paperOf(optionSeed),
      startedAt: start.startedAt,
      endsAt: start.endsAt,
    })
    .onConflictDoNothing({ target: [attempts.testId, attempts.userId] })
    .returning();
  if (inserted) return { attempt: inserted, created: true };
  const row = await findAttempt(db, testRowId, userId);
  if (!row) throw new Error('attempt not opened');
  return { attempt: row, created: false };
}

export const savedAnswers = (db: Db, attemptId: string) =>
  db
    .select({ questionID: answers.questionId, response: answers.response, revision: answers.revision })
    .from(answers)
    .where(eq(answers.attemptId, attemptId));

export async function findResult(db: Db, testRowId: string, userId: string): Promise<ResultRow | undefined> {
  const [row] = await db
    .select()
    .from(results)
    .where(and(eq(results.testId, testRowId), eq(results.userId, userId)))
    .limit(1);
  return row;
}

export interface AnswerWrite {
  attemptId: string;
  questionId: string;
  response: string;
  /** null: the submit's last answers without a revision, which always win. */
  revision: number | null;
  now: Date;
}

/**
 * Stores one answer of an attempt that is still open, in one statement: the attempt row is share
 * locked, so a submit (which locks it for update) waits for the save or the save sees it closed.
 * A revision not above the stored one changes nothing. Returns the stored revision and time, or
 * undefined when nothing was written.
 */
export async function writeAnswer(db: Db, w: AnswerWrite): Promise<{ revision: number; savedAt: Date } | undefined> {
  const revision = w.revision ?? 1;
  const onConflict =
    w.revision === null
      ? sql`do update set response = excluded.response, revision = answers.revision + 1, saved_at = excluded.saved_at`
      : sql`do update set response = excluded.response, revision = excluded.revision, saved_at = excluded.saved_at
            where answers.revision < excluded.revision`;
  const res = (await db.execute(sql`
    with open as (select id from attempts where id = ${w.attemptId} and submitted_at is null for share)
    insert into answers (id, attempt_id, question_id, response, revision, saved_at)
    select ${crypto.randomUUID()}, open.id, ${w.questionId}, ${w.response}, ${revision}, ${w.now.toISOString()}::timestamptz
    from open
    on conflict (attempt_id, question_id) ${onConflict}
    returning revision, saved_at`)) as unknown as { rows: { revision: number; saved_at: string | Date }[] };
  const row = res.rows[0];
  return row ? { revision: Number(row.revision), savedAt: new Date(row.saved_at) } : undefined;
}

export interface ChoiceSave {
  userId: string;
  testID: string;
  questionId: string;
  response: string;
  revision: number;
  now: Date;
}

/** What a save found of the caller's attempt, and what it wrote (nothing, unless all was in order). */
export interface ChoiceSaveOutcome {
  attemptId: string;
  submittedAt: Date | null;
  endsAt: Date;
  /** null: not a question of this test, or not on the caller's paper. */
  questionType: string | null;
  written: { revision: number; savedAt: Date } | undefined;
}

/**
 * Saves in one statement, for chosen options (Multi questions, stored as sent): for each save,
 * finds the caller's attempt of the test and the question's type, and writes the answer as
 * writeAnswer does (the attempt share locked and re-checked as still open, an older revision
 * changing nothing) only when the question is a Multi one of this test and the test is still open
 * at the save's `now`. Answers each save's outcome in the order given: undefined when the caller
 * has no attempt of the test. No two saves may name the same attempt's question (one row cannot be
 * written twice by one statement): choice-save-batches.ts keeps them apart.
 */
export async function saveChoiceAnswers(
  db: Db,
  saves: readonly ChoiceSave[],
): Promise<(ChoiceSaveOutcome | undefined)[]> {
  const input = saves.map((s, n) => ({
    n,
    id: crypto.randomUUID(),
    user_id: s.userId,
    test_id: s.testID,
    question_id: s.questionId,
    response: s.response,
    revision: s.revision,
    now: s.now.toISOString(),
  }));
  const res = (await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
        as i(n int, id text, user_id text, test_id text, question_id text, response text, revision int, now timestamptz)
    ), target as (
      select i.n, i.id, i.question_id, i.response, i.revision, i.now,
        at.id as attempt_id, at.submitted_at, at.ends_at,
        (select tq.question_type from test_questions tq
          where tq.test_id = a.id and tq.question_id = i.question_id
            and (at.paper is null or at.paper @> jsonb_build_array(i.question_id))) as question_type
      from input i
      join assessments a on a.test_id = i.test_id
      join attempts at on at.test_id = a.id and at.user_id = i.user_id
    ), open as (
      select t.n from attempts at join target t on t.attempt_id = at.id
      where at.submitted_at is null and t.question_type = 'Multi' and t.ends_at > t.now
      for share of at
    ), written as (
      insert into answers (id, attempt_id, question_id, response, revision, saved_at)
      select t.id, t.attempt_id, t.question_id, t.response, t.revision, t.now
      from target t join open o on o.n = t.n
      on conflict (attempt_id, question_id) do update
        set response = excluded.response, revision = excluded.revision, saved_at = excluded.saved_at
        where answers.revision < excluded.revision
      returning attempt_id, question_id, revision, saved_at
    )
    select t.n, t.attempt_id, t.submitted_at, t.ends_at, t.question_type, w.revision, w.saved_at
    from target t left join written w on w.attempt_id = t.attempt_id and w.question_id = t.question_id`)) as unknown as {
    rows: {
      n: number;
      attempt_id: string;
      submitted_at: string | Date | null;
      ends_at: string | Date;
      question_type: string | null;
      revision: number | null;
      saved_at: string | Date | null;
    }[];
  };
  const outcomes: (ChoiceSaveOutcome | undefined)[] = saves.map(() => undefined);
  for (const row of res.rows) {
    outcomes[Number(row.n)] = {
      attemptId: row.attempt_id,
      submittedAt: row.submitted_at === null ? null : new Date(row.submitted_at),
      endsAt: new Date(row.ends_at),
      questionType: row.question_type,
      written:
        row.revision === null || row.saved_at === null
          ? undefined
          : { revision: Number(row.revision), savedAt: new Date(row.saved_at) },
    };
  }
  return outcomes;
}

/** A student's open attempt with what its end is computed from (extra time given while it runs). */
export interface OpenAttemptTime {
  attemptId: string;
  userId: string;
  testID: string;
  startedAt: Date;
  endsAt: Date;
  time: StudentTime;
}

/** Whose open attempts: a student's (all, or of one test), or every student's of one test. */
export type AttemptScope = { userId: string; testRowId?: string } | { userId?: undefined; testRowId: string };

/**
 * The open attempts in scope, each with the inputs of its end, row locked so a concurrent submit
 * or save waits for the new end.
 */
export async function openAttemptTimes(db: Db, scope: AttemptScope): Promise<OpenAttemptTime[]> {
  const rows = await db
    .select({
      attempt: attempts,
      test: { testId: assessments.testId, endsAt: assessments.endsAt, timeLimitMinutes: assessments.timeLimitMinutes },
      multiplier: users.timeMultiplier,
      accommodation: { extraMinutes: accommodations.extraMinutes, endsAt: accommodations.endsAt },
    })
    .from(attempts)
    .innerJoin(assessments, eq(assessments.id, attempts.testId))
    .innerJoin(users, eq(users.id, attempts.userId))
    .leftJoin(
      accommodations,
      and(eq(accommodations.testId, attempts.testId), eq(accommodations.userId, attempts.userId)),
    )
    .where(
      and(
        scope.userId === undefined ? undefined : eq(attempts.userId, scope.userId),
        isNull(attempts.submittedAt),
        scope.testRowId === undefined ? undefined : eq(attempts.testId, scope.testRowId),
      ),
    )
    .for('update', { of: attempts });
  return rows.map(({ attempt, test, multiplier, accommodation }) => ({
    attemptId: attempt.id,
    userId: attempt.userId,
    testID: test.testId,
    startedAt: attempt.startedAt,
    endsAt: attempt.endsAt,
    time: {
      windowEndsAt: test.endsAt,
      personalEndsAt: accommodation?.endsAt ?? null,
      timeLimitMinutes: test.timeLimitMinutes,
      multiplier,
      extraMinutes: accommodation?.extraMinutes ?? 0,
    },
  }));
}

/** Moves an open attempt's end; a submitted one keeps its own. */
export async function setAttemptEnd(db: Db, attemptId: string, endsAt: Date): Promise<void> {
  await db
    .update(attempts)
    .set({ endsAt })
    .where(and(eq(attempts.id, attemptId), isNull(attempts.submittedAt)));
}

/** One test's accommodation of one student, if any. */
export async function findAccommodation(
  db: Db,
  testRowId: string,
  userId: string,
): Promise<AccommodationRow | undefined> {
  const [row] = await db
    .select()
    .from(accommodations)
    .where(and(eq(accommodations.testId, testRowId), eq(accommodations.userId, userId)))
    .limit(1);
  return row;
}

/** Writes (or replaces) a student's accommodation on a test. */
export async function upsertAccommodation(
  db: Db,
  row: { testId: string; userId: string; extraMinutes: number | null; endsAt: Date | null; updatedBy: string },
  now: Date,
): Promise<void> {
  await db
    .insert(accommodations)
    .values({ id: crypto.randomUUID(), ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: [accommodations.testId, accommodations.userId],
      set: { extraMinutes: row.extraMinutes, endsAt: row.endsAt, updatedBy: row.updatedBy, updatedAt: now },
    });
}

export async function deleteAccommodation(db: Db, testRowId: string, userId: string): Promise<void> {
  await db.delete(accommodations).where(and(eq(accommodations.testId, testRowId), eq(accommodations.userId, userId)));
}

/** A live student enrolled in the curriculum (the only people a test's extra time is for). */
export async function findStudentOfCurriculum(db: Db, userId: string, curriculumCode: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(
      enrolments,
      and(eq(enrolments.userId, users.id), eq(enrolments.curriculumCode, curriculumCode), isNull(enrolments.subject)),
    )
    .where(and(eq(users.id, userId), eq(users.role, 'student'), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** A student's line of a test's extra-time list, as read. */
export interface AccommodationLine {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  timeMultiplier: number;
  extraMinutes: number | null;
  personalEndsAt: Date | null;
  startedAt: Date | null;
  attemptEndsAt: Date | null;
  submittedAt: Date | null;
}

/**
 * The test's students (enrolled in its curriculum) who have extra minutes, a personal end, a
 * standing multiplier other than 1, or an attempt; by name. `userId` narrows it to one.
 */
export async function accommodationLines(
  db: Db,
  test: Pick<AssessmentRow, 'id' | 'curriculumCode'>,
  userId?: string,
): Promise<AccommodationLine[]> {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      timeMultiplier: users.timeMultiplier,
      extraMinutes: accommodations.extraMinutes,
      personalEndsAt: accommodations.endsAt,
      startedAt: attempts.startedAt,
      attemptEndsAt: attempts.endsAt,
      submittedAt: attempts.submittedAt,
    })
    .from(users)
    .innerJoin(
      enrolments,
      and(
        eq(enrolments.userId, users.id),
        eq(enrolments.curriculumCode, test.curriculumCode),
        isNull(enrolments.subject),
      ),
    )
    .leftJoin(accommodations, and(eq(accommodations.testId, test.id), eq(accommodations.userId, users.id)))
    .leftJoin(attempts, and(eq(attempts.testId, test.id), eq(attempts.userId, users.id)))
    .where(
      and(
        eq(users.role, 'student'),
        isNull(users.deletedAt),
        userId === undefined ? undefined : eq(users.id, userId),
        or(isNotNull(accommodations.id), ne(users.timeMultiplier, 1), isNotNull(attempts.id)),
      ),
    )
    .orderBy(sql`lower(${users.firstName})`, users.id);
}

import type { ListQueryInput } from '@kaksha/contracts/list-query';
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { type ListSpec, type Page, pageTable } from '../../db/list-page.ts';
import {
  type AssessmentRow,
  assessments,
  attempts,
  enrolments,
  meetings,
  subjects,
  type TemplateRow,
  type TestQuestionRow,
  templates,
  testQuestions,
} from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { isStaff } from '../../http/roles.ts';
import { TtlCache } from '../../platform/cache/ttl-cache.ts';
import { testViewFor } from './policy.ts';

export async function findAssessment(db: Db, testID: string): Promise<AssessmentRow> {
  const [row] = await db.select().from(assessments).where(eq(assessments.testId, testID)).limit(1);
  if (!row) throw notFound('Assessment not found');
  return row;
}

const assessmentList = {
  search: [assessments.assessmentName, assessments.testId, assessments.subject, assessments.curriculum],
  sorts: {
    assessmentName: sql`lower(${assessments.assessmentName})`,
    startDate: assessments.startsAt,
    createDate: assessments.createDate,
  },
  defaultSort: 'createDate',
  defaultOrder: 'desc',
  tiebreak: assessments.id,
} satisfies ListSpec<'assessmentName' | 'startDate' | 'createDate'>;

/** Assessments, newest first unless sorted otherwise, a page at a time. */
export const listAssessments = (db: Db, query: ListQueryInput = {}): Promise<Page<AssessmentRow>> =>
  pageTable(db, assessments, assessmentList, query);

/**
 * A test's questions change only by a regrade, which gives the test a new `questionsVersion`, and a
 * test's row id is never reused, so they are kept in memory under both: every student of an exam
 * asks for the same ones when it opens and again when they submit. The version is a random value
 * (not a counter), so a copy read in a regrade that rolled back is never taken for a later one.
 * A deleted test is refused before its questions are read.
 */
const frozenQuestions = new TtlCache<TestQuestionRow[]>(10 * 60_000, 1000);
const questionsBeingRead = new Map<string, Promise<TestQuestionRow[]>>();

/**
 * Before a test opens an edit may freeze its questions again; each edit stamps `updatedAt`. So the
 * cache key holds the test, its regrade version and its edit time: no instance serves the
 * questions of an older one.
 */
export async function questionsOfTest(
  db: Db,
  test: Pick<AssessmentRow, 'id' | 'questionsVersion' | 'updatedAt'>,
): Promise<TestQuestionRow[]> {
  const key = `${test.id}:${test.questionsVersion}@${test.updatedAt?.getTime() ?? 0}`;
  const hit = frozenQuestions.get(key);
  if (hit) return hit;
  // A whole class opening a test at once waits for one read, not one each.
  const pending = questionsBeingRead.get(key);
  if (pending) return pending;
  const read = db
    .select()
    .from(testQuestions)
    .where(eq(testQuestions.testId, test.id))
    .orderBy(testQuestions.position)
    .then((rows) => {
      if (rows.length > 0) frozenQuestions.set(key, rows);
      return rows;
    })
    .finally(() => questionsBeingRead.delete(key));
  questionsBeingRead.set(key, read);
  return read;
}

/**
 * The test and how the caller sees it; 404 for those it is not for. One query: the enrolment that
 * decides the view is read beside the test (every call of an exam sitting starts here).
 */
export async function findVisibleTest(db: Db, actor: Actor, testID: string) {
  const staff = isStaff(actor);
  // Only the enrolment the caller's role is judged by is looked up (policy.ts testViewFor): a
  // student's in the test's curriculum, a teacher's in its curriculum and subject.
  const judged = !staff && (actor.role === 'student' || actor.role === 'teacher');
  const enrolment = and(
    eq(enrolments.userId, actor.userId),
    eq(enrolments.curriculumCode, assessments.curriculumCode),
    actor.role === 'teacher' ? eq(enrolments.subject, assessments.subject) : undefined,
  );
  const [row] = await db
    .select({ test: assessments, enrolled: sql<boolean>`${enrolments.id} is not null` })
    .from(assessments)
    .leftJoin(enrolments, judged ? enrolment : sql`false`)
    .where(eq(assessments.testId, testID))
    .limit(1);
  if (!row) throw notFound('Assessment not found');
  const view = testViewFor({
    role: actor.role,
    isStaff: staff,
    enrolled: !staff && actor.role === 'student' && row.enrolled === true,
    teaches: !staff && actor.role === 'teacher' && row.enrolled === true,
    draft: row.test.draft,
  });
  if (!view) throw notFound('Assessment not found');
  return { test: row.test, view };
}

/** Whether the user has submitted this test: the assessment's `status` for them. */
export async function submittedBy(db: Db, testRowId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(and(eq(attempts.testId, testRowId), eq(attempts.userId, userId), isNotNull(attempts.submittedAt)))
    .limit(1);
  return Boolean(row);
}

/** Whether a curriculum has a subject of that name. */
export async function subjectExists(db: Db, curriculumCode: string, subject: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.curriculumCode, curriculumCode), eq(subjects.subject, subject)))
    .limit(1);
  return Boolean(row);
}

/** A template by its templateID, or null. */
export async function findTemplateRow(db: Db, templateID: string): Promise<TemplateRow | null> {
  const [row] = await db.select().from(templates).where(eq(templates.templateId, templateID)).limit(1);
  return row ?? null;
}

/** Stores a new assessment and its frozen questions, in the caller's transaction. */
export async function insertAssessment(
  tx: Queryable,
  values: typeof assessments.$inferInsert,
  questions: (typeof testQuestions.$inferInsert)[],
): Promise<AssessmentRow> {
  const [row] = await tx.insert(assessments).values(values).returning();
  if (!row) throw new Error('assessment not inserted');
  await tx.insert(testQuestions).values(questions);
  return row;
}

/** The assessment row locked for an edit: two edits of one test run one after the other. */
export async function lockAssessment(tx: Queryable, testRowId: string): Promise<AssessmentRow> {
  const [row] = await tx.select().from(assessments).where(eq(assessments.id, testRowId)).for('update').limit(1);
  if (!row) throw notFound('Assessment not found');
  return row;
}

/** Stores an edit of an assessment's row, in the caller's transaction. */
export async function updateAssessmentRow(
  tx: Queryable,
  testRowId: string,
  values: Partial<typeof assessments.$inferInsert>,
): Promise<AssessmentRow> {
  const [row] = await tx.update(assessments).set(values).where(eq(assessments.id, testRowId)).returning();
  if (!row) throw notFound('Assessment not found');
  return row;
}

/** Freezes a test's questions again (only before it opens: no answer refers to them yet). */
export async function replaceQuestions(
  tx: Queryable,
  testRowId: string,
  questions: (typeof testQuestions.$inferInsert)[],
): Promise<void> {
  await tx.delete(testQuestions).where(eq(testQuestions.testId, testRowId));
  await tx.insert(testQuestions).values(questions);
}

/** The names of assessments that start with `prefix` (to pick a free "(copy n)" name). */
export async function assessmentNamesFrom(db: Db, prefix: string): Promise<Set<string>> {
  const rows = await db
    .select({ name: assessments.assessmentName })
    .from(assessments)
    .where(sql`starts_with(${assessments.assessmentName}, ${prefix})`);
  return new Set(rows.map((r) => r.name));
}

/** How many attempts a test has (a test anyone has opened is kept). */
export async function attemptCount(db: Db, testRowId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(attempts).where(eq(attempts.testId, testRowId));
  return row?.n ?? 0;
}

/** Deletes an assessment; its frozen questions and meetings go with it (cascade). */
export async function removeAssessment(tx: Queryable, testRowId: string): Promise<void> {
  await tx.delete(assessments).where(eq(assessments.id, testRowId));
}

/**
 * A student's proctoring room of a test: the room offered is stored unless one exists (one per
 * student and test, by the unique index), and the stored link is answered.
 */
export async function storedMeetingLink(
  db: Db,
  room: {
    id: string;
    testId: string;
    studentId: string;
    email: string;
    curriculumCode: string;
    room: string;
    joinUrl: string;
  },
): Promise<string | null> {
  await db
    .insert(meetings)
    .values(room)
    .onConflictDoNothing({ target: [meetings.testId, meetings.studentId] });
  const [row] = await db
    .select({ joinUrl: meetings.joinUrl })
    .from(meetings)
    .where(and(eq(meetings.testId, room.testId), eq(meetings.studentId, room.studentId)))
    .limit(1);
  return row?.joinUrl ?? null;
}

/** Every proctoring room, newest first, with its test's testID. */
export const listMeetings = (db: Db) =>
  db
    .select({ meeting: meetings, testID: assessments.testId })
    .from(meetings)
    .innerJoin(assessments, eq(assessments.id, meetings.testId))
    .orderBy(desc(meetings.createDate));

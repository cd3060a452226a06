import type { ListQueryInput } from '@kaksha/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ListSpec, type Page, pageTable } from '../../db/list-page.ts';
import {
  type AssessmentRow,
  assessments,
  attempts,
  enrolments,
  type TestQuestionRow,
  testQuestions,
} from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { isStaff } from '../../http/roles.ts';
import { TtlCache } from '../../platform/cache/ttl-cache.ts';
import { type TestView, testViewFor } from './policy.ts';

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
 * A test's questions never change once it is made (they are frozen copies) and a test's row id is
 * never reused, so they are kept in memory: every student of an exam asks for the same ones when it
 * opens and again when they submit. A deleted test is refused before its questions are read.
 */
const frozenQuestions = new TtlCache<TestQuestionRow[]>(10 * 60_000, 1000);

export async function questionsOfTest(db: Db, testRowId: string): Promise<TestQuestionRow[]> {
  const hit = frozenQuestions.get(testRowId);
  if (hit) return hit;
  const rows = await db
    .select()
    .from(testQuestions)
    .where(eq(testQuestions.testId, testRowId))
    .orderBy(testQuestions.position);
  if (rows.length > 0) frozenQuestions.set(testRowId, rows);
  return rows;
}

/** Whether the user has an enrolment in the curriculum (and, when given, for the subject). */
export async function hasEnrolment(db: Db, userId: string, curriculumCode: string, subject?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.userId, userId),
        eq(enrolments.curriculumCode, curriculumCode),
        subject === undefined ? undefined : eq(enrolments.subject, subject),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** How the caller may see this test (policy.ts), read from their enrolments. */
export async function viewOf(db: Db, actor: Actor, test: AssessmentRow): Promise<TestView> {
  const staff = isStaff(actor);
  const enrolled = !staff && actor.role === 'student' && (await hasEnrolment(db, actor.userId, test.curriculumCode));
  const teaches =
    !staff && actor.role === 'teacher' && (await hasEnrolment(db, actor.userId, test.curriculumCode, test.subject));
  return testViewFor({ role: actor.role, isStaff: staff, enrolled, teaches });
}

/** The test and how the caller sees it; 404 for those it is not for. */
export async function findVisibleTest(db: Db, actor: Actor, testID: string) {
  const test = await findAssessment(db, testID);
  const view = await viewOf(db, actor, test);
  if (!view) throw notFound('Assessment not found');
  return { test, view };
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

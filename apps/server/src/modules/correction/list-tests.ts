import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AssessmentRow, assessments, enrolments } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { isStaff } from '../../http/roles.ts';
import { findVisibleTest } from '../assessments/index.ts';

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

/** The subjects the caller may correct in a curriculum: a teacher's own, or (staff) any. */
async function subjectsOf(db: Db, actor: Actor, curriculumCode: string): Promise<string[] | 'any'> {
  if (isStaff(actor)) return 'any';
  return teacherSubjectsIn(db, actor.userId, curriculumCode);
}

/** Tests a teacher corrects: of their curriculum and subjects (staff: the curriculum's, or one subject's). */
export async function testsToCorrect(
  db: Db,
  actor: Actor,
  curriculumCode: string,
  subject?: string,
): Promise<AssessmentRow[]> {
  const mine = await subjectsOf(db, actor, curriculumCode);
  let subjects: string[] | undefined;
  if (mine === 'any') subjects = subject ? [subject] : undefined;
  else subjects = subject ? mine.filter((s) => s === subject) : mine;
  if (subjects?.length === 0) return [];
  return db
    .select()
    .from(assessments)
    .where(
      and(
        eq(assessments.curriculumCode, curriculumCode),
        subjects ? inArray(assessments.subject, subjects) : undefined,
      ),
    )
    .orderBy(asc(assessments.startsAt), asc(assessments.testId));
}

/** A test the caller corrects; 404 outside a teacher's curriculum and subject. */
export async function testToCorrect(db: Db, actor: Actor, testID: string, curriculumCode?: string) {
  const { test, view } = await findVisibleTest(db, actor, testID);
  if (view !== 'keys' || (curriculumCode !== undefined && test.curriculumCode !== curriculumCode))
    throw notFound('Assessment not found');
  return test;
}

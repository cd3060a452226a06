import type { Db } from '../../db/client.ts';
import type { AssessmentRow } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { isStaff } from '../../http/roles.ts';
import { findVisibleTest } from '../assessments/index.ts';
import { teacherSubjectsIn, testsOfSubjects } from './queries.ts';

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
  return testsOfSubjects(db, curriculumCode, subjects);
}

/** A test the caller corrects; 404 outside a teacher's curriculum and subject. */
export async function testToCorrect(db: Db, actor: Actor, testID: string, curriculumCode?: string) {
  const { test, view } = await findVisibleTest(db, actor, testID);
  if (view !== 'keys' || (curriculumCode !== undefined && test.curriculumCode !== curriculumCode))
    throw notFound('Assessment not found');
  return test;
}

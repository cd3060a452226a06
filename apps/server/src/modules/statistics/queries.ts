import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type AnswerRow,
  answers,
  assessments,
  attempts,
  enrolments,
  type ResultRow,
  results,
  users,
} from '../../db/schema/index.ts';

/** The person columns the tables show. */
const person = {
  id: users.id,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
  email: users.email,
};
export type PersonRow = { id: string; firstName: string; middleName: string; lastName: string; email: string };

/** Every result of a test (one per student who submitted), with its student, by name. */
export function resultsOfTest(db: Db, testRowId: string): Promise<{ result: ResultRow; student: PersonRow }[]> {
  return db
    .select({ result: results, student: person })
    .from(results)
    .innerJoin(users, eq(users.id, results.userId))
    .where(eq(results.testId, testRowId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** The answers of some attempts. */
export async function answersOf(db: Db, attemptIds: readonly string[]): Promise<AnswerRow[]> {
  if (attemptIds.length === 0) return [];
  return db
    .select()
    .from(answers)
    .where(inArray(answers.attemptId, [...attemptIds]));
}

/** The paper of each attempt (null: the whole test), by attempt id. */
export async function papersOf(db: Db, attemptIds: readonly string[]): Promise<Map<string, string[] | null>> {
  if (attemptIds.length === 0) return new Map();
  const rows = await db
    .select({ id: attempts.id, paper: attempts.paper })
    .from(attempts)
    .where(inArray(attempts.id, [...attemptIds]));
  return new Map(rows.map((row) => [row.id, row.paper]));
}

/** A curriculum's tests (of one subject, if named), by start. */
export function testsOfCurriculum(db: Db, curriculumCode: string, subject: string) {
  return db
    .select({
      id: assessments.id,
      testId: assessments.testId,
      assessmentName: assessments.assessmentName,
      subject: assessments.subject,
      maxWeightage: assessments.maxWeightage,
    })
    .from(assessments)
    .where(and(eq(assessments.curriculumCode, curriculumCode), subject ? eq(assessments.subject, subject) : undefined))
    .orderBy(asc(assessments.startsAt), asc(assessments.testId));
}

/** The students enrolled in a curriculum (their enrolment has no subject; teachers' have one). */
export function studentsOfCurriculum(db: Db, curriculumCode: string): Promise<PersonRow[]> {
  return db
    .selectDistinct(person)
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(and(eq(enrolments.curriculumCode, curriculumCode), isNull(enrolments.subject), eq(users.role, 'student')));
}

/** The results of some tests, with their students (a student who has left still has a row). */
export async function resultsOfTests(db: Db, testRowIds: readonly string[]) {
  if (testRowIds.length === 0) return [];
  return db
    .select({ result: results, student: person })
    .from(results)
    .innerJoin(users, eq(users.id, results.userId))
    .where(inArray(results.testId, [...testRowIds]));
}

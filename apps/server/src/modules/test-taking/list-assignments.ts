import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessments, attempts, enrolments } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { presentAssessment } from '../assessments/index.ts';

/**
 * The tests of the curricula asked for that the caller is enrolled in (other codes are ignored),
 * with the caller's status: 1 once they submitted.
 */
export async function listAssignments(db: Db, actor: Actor, codes: readonly string[], labSession?: boolean) {
  const mine = await db
    .select({ code: enrolments.curriculumCode })
    .from(enrolments)
    .where(and(eq(enrolments.userId, actor.userId), inArray(enrolments.curriculumCode, [...codes])));
  const allowed = [...new Set(mine.map((row) => row.code))];
  if (allowed.length === 0) return [];
  const rows = await db
    .select({ test: assessments, submittedAt: attempts.submittedAt })
    .from(assessments)
    .leftJoin(attempts, and(eq(attempts.testId, assessments.id), eq(attempts.userId, actor.userId)))
    .where(
      and(
        inArray(assessments.curriculumCode, allowed),
        // A draft (a copy not yet scheduled) is for staff only.
        eq(assessments.draft, false),
        labSession === undefined ? undefined : eq(assessments.labSession, labSession),
      ),
    )
    .orderBy(asc(assessments.startsAt), asc(assessments.testId));
  return rows.map(({ test, submittedAt }) => presentAssessment(test, submittedAt ? 1 : 0));
}

import type { TeacherDashboardDto } from '@kaksha/contracts';
import { and, count, countDistinct, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { holds } from '../../db/jsonb.ts';
import { assessments, queryChats, results, tutoringSessions } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { teacherSubjectsIn } from '../correction/index.ts';

const none: TeacherDashboardDto = { testsAwaitingCorrection: 0, openQueries: 0, pendingSessions: 0 };

/**
 * The teacher dashboard's counts, as the teacher's screens list them: tests and queries of the
 * current curriculum and the teacher's subjects there; session requests that name the teacher.
 * Each is a count in the database.
 */
export async function teacherCounts(db: Db, actor: Actor, now = new Date()): Promise<TeacherDashboardDto> {
  const pendingSessions = db
    .select({ n: count() })
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.status, 'PENDING'),
        gt(tutoringSessions.start, now),
        holds(tutoringSessions.requestedTeacher, actor.userId),
      ),
    );
  const code = actor.curriculumCode;
  const subjects = code ? await teacherSubjectsIn(db, actor.userId, code) : [];
  if (!code || subjects.length === 0) return { ...none, pendingSessions: (await pendingSessions)[0]?.n ?? 0 };

  const [tests, queries, sessions] = await Promise.all([
    db
      .select({ n: countDistinct(results.testId) })
      .from(results)
      .innerJoin(assessments, eq(assessments.id, results.testId))
      .where(
        and(eq(results.corrected, false), eq(assessments.curriculumCode, code), inArray(assessments.subject, subjects)),
      ),
    db
      .select({ n: count() })
      .from(queryChats)
      .where(and(eq(queryChats.status, 0), eq(queryChats.curriculumCode, code), inArray(queryChats.subject, subjects))),
    pendingSessions,
  ]);
  return {
    testsAwaitingCorrection: tests[0]?.n ?? 0,
    openQueries: queries[0]?.n ?? 0,
    pendingSessions: sessions[0]?.n ?? 0,
  };
}

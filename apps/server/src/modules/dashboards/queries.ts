import type { AdminDashboardDto, TeacherDashboardDto } from '@kaksha/contracts/dashboards';
import { and, count, countDistinct, eq, gt, inArray, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { holds } from '../../db/jsonb.ts';
import { assessments, curricula, queryChats, results, tutoringSessions } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { countLiveUsers, liveCountColumns as people, studentStateIs } from '../admin-users/index.ts';
import { teacherSubjectsIn } from '../correction/index.ts';

const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/**
 * The admin dashboard's counts, each counted in the database (no table is loaded). The people
 * counts follow the admin lists and read the same kept counts: live users, students apart from
 * everyone else (staff), and awaiting acceptance by the rule of the acceptance list.
 */
export async function adminCounts(db: Db, now = new Date()): Promise<AdminDashboardDto> {
  const [students, staff, curriculaCount, testsRunning, awaitingAcceptance, sessionsPending] = await Promise.all([
    countLiveUsers(db, eq(people.role, 'student')),
    countLiveUsers(db, ne(people.role, 'student')),
    total(db.select({ n: count() }).from(curricula)),
    total(
      db
        .select({ n: count() })
        .from(assessments)
        .where(and(lte(assessments.startsAt, now), gt(assessments.endsAt, now), eq(assessments.draft, false))),
    ),
    countLiveUsers(db, studentStateIs('Awaiting acceptance', people)),
    total(
      db
        .select({ n: count() })
        .from(tutoringSessions)
        .where(and(eq(tutoringSessions.status, 'PENDING'), gt(tutoringSessions.start, now))),
    ),
  ]);
  return { students, staff, curricula: curriculaCount, testsRunning, awaitingAcceptance, sessionsPending };
}

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

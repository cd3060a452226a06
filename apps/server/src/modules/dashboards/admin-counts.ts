import type { AdminDashboardDto } from '@kaksha/contracts';
import { and, count, eq, gt, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessments, curricula, tutoringSessions } from '../../db/schema/index.ts';
import { countLiveUsers, liveCountColumns as people, studentStateIs } from '../admin-users/index.ts';

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
        .where(and(lte(assessments.startsAt, now), gt(assessments.endsAt, now))),
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

import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessments, calendarFeeds, enrolments, tutoringSessions, users } from '../../db/schema/index.ts';
import { isStaffRole } from '../../http/roles.ts';
import { holds } from './queries.ts';

/** A feed reader: the user its address names. */
export type FeedUser = { id: string; role: string };

/** How far back a feed reaches: a month of past events stays in the reader's calendar. */
const FEED_PAST_MS = 30 * 86_400_000;
/** Enough for any real calendar; a feed is read every hour or so. */
const FEED_LIMIT = 1000;

/** The user's feed version, made on first use; a reset moves it on so older addresses fail. */
export async function feedVersion(db: Db, userId: string, reset = false): Promise<number> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, version: 1 })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: reset
        ? { version: sql`${calendarFeeds.version} + 1`, updatedAt: new Date() }
        : { version: sql`${calendarFeeds.version}` },
    })
    .returning({ version: calendarFeeds.version });
  return row?.version ?? 1;
}

/** The active user whose feed is at this version, or null. */
export async function feedUserAt(db: Db, userId: string, version: number): Promise<FeedUser | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .innerJoin(calendarFeeds, eq(calendarFeeds.userId, users.id))
    .where(
      and(eq(users.id, userId), eq(calendarFeeds.version, version), eq(users.isActive, true), isNull(users.deletedAt)),
    )
    .limit(1);
  return row ?? null;
}

/** The accepted sessions a user takes part in (staff: every accepted session), from 30 days back. */
export async function feedSessions(db: Db, user: FeedUser, now: Date = new Date()) {
  const since = new Date(now.getTime() - FEED_PAST_MS);
  const mine =
    user.role === 'student'
      ? holds(tutoringSessions.students, user.id)
      : user.role === 'teacher'
        ? or(holds(tutoringSessions.acceptedTeacher, user.id), holds(tutoringSessions.requestedTeacher, user.id))
        : isStaffRole(user.role)
          ? undefined
          : eq(tutoringSessions.id, '');
  return db
    .select()
    .from(tutoringSessions)
    .where(and(eq(tutoringSessions.status, 'ACCEPTED'), gt(tutoringSessions.end, since), mine))
    .orderBy(asc(tutoringSessions.start))
    .limit(FEED_LIMIT);
}

/**
 * The windows of the tests a user sits or teaches, from 30 days back: a student's of the
 * curricula they are enrolled in, a teacher's of their curricula and subjects, staff every test.
 */
export async function feedTests(db: Db, user: FeedUser, now: Date = new Date()) {
  const since = new Date(now.getTime() - FEED_PAST_MS);
  const columns = {
    id: assessments.id,
    testId: assessments.testId,
    assessmentName: assessments.assessmentName,
    type: assessments.type,
    curriculum: assessments.curriculum,
    subject: assessments.subject,
    startsAt: assessments.startsAt,
    endsAt: assessments.endsAt,
  };
  if (isStaffRole(user.role)) {
    return db
      .select(columns)
      .from(assessments)
      .where(and(gt(assessments.endsAt, since), eq(assessments.draft, false)))
      .orderBy(asc(assessments.startsAt))
      .limit(FEED_LIMIT);
  }
  if (user.role !== 'student' && user.role !== 'teacher') return [];
  const enrolled = and(
    eq(enrolments.userId, user.id),
    eq(enrolments.curriculumCode, assessments.curriculumCode),
    user.role === 'teacher' ? eq(enrolments.subject, assessments.subject) : undefined,
  );
  // selectDistinct: a teacher enrolled twice in one curriculum and subject sees a test once.
  return db
    .selectDistinct(columns)
    .from(assessments)
    .innerJoin(enrolments, enrolled)
    .where(and(gt(assessments.endsAt, since), eq(assessments.draft, false)))
    .orderBy(asc(assessments.startsAt))
    .limit(FEED_LIMIT);
}

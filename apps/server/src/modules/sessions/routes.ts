import {
  defaultSessionWindow,
  getAdminSessions,
  getAllCompletedSessions,
  getAllSessions,
  getAllUpcomingSessions,
  getCalendarFeed,
  getSessionBell,
  getSessionByCode,
  getSessionByID,
  getSessionDefaults,
  helpFromTutor,
  inviteTeacher,
  messages,
  resetCalendarFeed,
  SESSION_STEP_MINUTES,
  sessionInsert,
  sessionStatus,
  sessionUpdate,
  teachers,
  zoneCaption,
} from '@kaksha/contracts';
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { tutoringSessions } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { assertMayBrowse } from '../curriculum/index.ts';
import { feedUrl, feedVersion } from './calendar-feed.ts';
import { decideSession } from './decide-session.ts';
import { inviteTeachers } from './invite-teachers.ts';
import {
  acceptedSessionsOf,
  calendarSessions,
  codesOf,
  enrolledCodes,
  findReadableSession,
  holds,
  presentOneSession,
  presentSessions,
  studentCount,
  teachersOf,
  whenCondition,
} from './queries.ts';
import { requestSession } from './request-session.ts';
import { giveSessionFeedback } from './session-feedback.ts';

const LARGE = sql`${studentCount} > 10`;

export const sessionRoutes = [
  implement(sessionInsert, async ({ body, actor, deps }) => ({
    status: true,
    message: messages.sessionRequested,
    data: await requestSession(deps, actor, body),
  })),

  implement(sessionUpdate, async ({ body, actor, deps }) => {
    if (body.sender_id && body.sender_id !== actor.userId) throw notFound();
    return { status: true, message: messages.queryUpdated, data: await giveSessionFeedback(deps, actor, body) };
  }),

  implement(getAllSessions, async ({ body, actor, deps }) => {
    const rows = await calendarSessions(deps.db, actor, {
      codes: codesOf(body.curriculumCode),
      condition: body.condition,
      limit: body.limit,
    });
    return { status: true, data: await presentSessions(deps.db, actor, rows) };
  }),

  implement(helpFromTutor, async ({ body, actor, deps }) => {
    // Open means not accepted yet: a request one teacher declined may still be taken by another.
    const statuses = body.status === 'ACCEPTED' ? ['ACCEPTED' as const] : ['PENDING' as const, 'REJECTED' as const];
    const codes = codesOf(body.curriculumCode);
    const parts: (SQL | undefined)[] = [
      eq(tutoringSessions.createdBy, actor.userId),
      inArray(tutoringSessions.status, statuses),
      whenCondition(body.condition),
      codes ? inArray(tutoringSessions.curriculumCode, codes) : undefined,
    ];
    const rows = await deps.db
      .select()
      .from(tutoringSessions)
      .where(and(...parts))
      .orderBy(asc(tutoringSessions.start))
      .limit(500);
    return { status: true, data: await presentSessions(deps.db, actor, rows) };
  }),

  implement(getSessionByID, async ({ body, actor, deps }) => ({
    status: true,
    data: await presentOneSession(deps.db, actor, await findReadableSession(deps.db, actor, body.sessionID)),
  })),

  implement(teachers, async ({ body, actor, deps }) => {
    await assertMayBrowse(deps.db, actor, body.curriculumCode);
    const rows = await teachersOf(deps.db, body.curriculumCode, body.subject);
    return {
      status: true,
      data: rows.map((t) => ({
        _id: t.id,
        userID: t.id,
        email: t.email,
        firstName: t.firstName,
        lastName: t.lastName,
      })),
    };
  }),

  implement(getSessionByCode, async ({ body, actor, deps }) => {
    await assertMayBrowse(deps.db, actor, body.curriculumCode);
    return { status: true, data: await acceptedSessionsOf(deps.db, actor, body.curriculumCode) };
  }),

  ...(['upcoming', 'completed'] as const).map((condition) =>
    implement(
      condition === 'upcoming' ? getAllUpcomingSessions : getAllCompletedSessions,
      async ({ body, actor, deps }) => {
        const mine = await enrolledCodes(deps.db, actor.userId);
        const codes = (codesOf(body.curriculumCode) ?? mine).filter((c) => mine.includes(c));
        if (codes.length === 0) return { status: true, data: [] };
        const rows = await deps.db
          .select()
          .from(tutoringSessions)
          .where(
            and(
              holds(tutoringSessions.students, actor.userId),
              eq(tutoringSessions.status, 'ACCEPTED'),
              inArray(tutoringSessions.curriculumCode, codes),
              whenCondition(condition),
            ),
          )
          .orderBy(condition === 'upcoming' ? asc(tutoringSessions.start) : desc(tutoringSessions.start))
          .limit(body.limit ?? 100);
        return { status: true, data: await presentSessions(deps.db, actor, rows) };
      },
    ),
  ),

  implement(sessionStatus, async ({ body, actor, deps }) => ({
    status: true,
    ...(await decideSession(deps, actor, body)),
  })),

  implement(getSessionBell, async ({ deps }) => {
    const rows = await deps.db
      .select({
        sessionID: tutoringSessions.id,
        title: tutoringSessions.title,
        start: tutoringSessions.start,
        status: tutoringSessions.status,
        studentCount,
      })
      .from(tutoringSessions)
      .where(and(LARGE, gt(tutoringSessions.end, new Date())))
      .orderBy(asc(tutoringSessions.start))
      .limit(50);
    return {
      status: true,
      data: rows.map((r) => ({ ...r, start: r.start.toISOString(), studentCount: Number(r.studentCount) })),
    };
  }),

  implement(getAdminSessions, async ({ body, actor, deps }) => {
    const rows = await deps.db
      .select()
      .from(tutoringSessions)
      .where(body.showAll ? undefined : LARGE)
      .orderBy(desc(tutoringSessions.start))
      .limit(500);
    return { status: true, data: await presentSessions(deps.db, actor, rows) };
  }),

  implement(inviteTeacher, async ({ body, actor, deps }) => ({
    status: true,
    ...(await inviteTeachers(deps, actor, body)),
  })),

  implement(getSessionDefaults, async ({ deps }) => {
    const timeZone = deps.config.TIME_ZONE;
    return {
      status: true,
      data: {
        timeZone,
        caption: zoneCaption(timeZone),
        stepMinutes: SESSION_STEP_MINUTES,
        ...defaultSessionWindow(timeZone),
      },
    };
  }),

  implement(getCalendarFeed, async ({ actor, deps }) => ({
    status: true,
    data: { url: feedUrl(deps, actor.userId, await feedVersion(deps.db, actor.userId)) },
  })),

  implement(resetCalendarFeed, async ({ actor, deps }) => ({
    status: true,
    message: messages.calendarFeedReset,
    data: { url: feedUrl(deps, actor.userId, await feedVersion(deps.db, actor.userId, true)) },
  })),
];

import { messages } from '@kaksha/contracts/messages';
import { zoneCaption } from '@kaksha/contracts/school-time';
import { defaultSessionWindow, SESSION_STEP_MINUTES } from '@kaksha/contracts/session-rules';
import {
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
  resetCalendarFeed,
  sessionInsert,
  sessionStatus,
  sessionUpdate,
  teachers,
} from '@kaksha/contracts/sessions';
import { notFound } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { assertMayBrowse } from '../curriculum/index.ts';
import { feedUrl, feedVersion } from './calendar-feed.ts';
import { decideSession } from './decide-session.ts';
import { inviteTeachers } from './invite-teachers.ts';
import {
  presentBellItem,
  presentOneSession,
  presentSessionPage,
  presentSessions,
  presentTeacher,
} from './presenter.ts';
import {
  acceptedSessionsOf,
  adminSessions,
  calendarSessions,
  codesOf,
  findReadableSession,
  largeUpcomingSessions,
  ownRequests,
  studentSessions,
  teachersOf,
} from './queries.ts';
import { requestSession } from './request-session.ts';
import { giveSessionFeedback } from './session-feedback.ts';

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
    const filter = { status: body.status, condition: body.condition, codes: codesOf(body.curriculumCode) };
    return presentSessionPage(deps.db, actor, await ownRequests(deps.db, actor.userId, filter, body));
  }),

  implement(getSessionByID, async ({ body, actor, deps }) => ({
    status: true,
    data: await presentOneSession(deps.db, actor, await findReadableSession(deps.db, actor, body.sessionID)),
  })),

  implement(teachers, async ({ body, actor, deps }) => {
    await assertMayBrowse(deps.db, actor, body.curriculumCode);
    const rows = await teachersOf(deps.db, body.curriculumCode, body.subject);
    return { status: true, data: rows.map(presentTeacher) };
  }),

  implement(getSessionByCode, async ({ body, actor, deps }) => {
    await assertMayBrowse(deps.db, actor, body.curriculumCode);
    const { page, taught } = await acceptedSessionsOf(deps.db, actor, body.curriculumCode, body);
    return presentSessionPage(deps.db, actor, page, taught);
  }),

  ...(['upcoming', 'completed'] as const).map((condition) =>
    implement(
      condition === 'upcoming' ? getAllUpcomingSessions : getAllCompletedSessions,
      async ({ body, actor, deps }) => {
        const filter = { when: condition, codes: codesOf(body.curriculumCode), limit: body.limit };
        const rows = await studentSessions(deps.db, actor.userId, filter);
        return { status: true, data: await presentSessions(deps.db, actor, rows) };
      },
    ),
  ),

  implement(sessionStatus, async ({ body, actor, deps }) => ({
    status: true,
    ...(await decideSession(deps, actor, body)),
  })),

  implement(getSessionBell, async ({ deps }) => ({
    status: true,
    data: (await largeUpcomingSessions(deps.db)).map(presentBellItem),
  })),

  implement(getAdminSessions, async ({ body, actor, deps }) =>
    presentSessionPage(deps.db, actor, await adminSessions(deps.db, body.showAll, body)),
  ),

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

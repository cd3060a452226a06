import {
  getAdminSessions,
  getAllCompletedSessions,
  getAllSessions,
  getAllUpcomingSessions,
  getSessionBell,
  getSessionByID,
  helpFromTutor,
  inviteTeacher,
  SESSION_READS,
  type SessionInsertInput,
  sessionInsert,
  sessionStatus,
  teachers,
} from '@kaksha/contracts/sessions';
import type { QueryClient } from '@tanstack/react-query';
import { FIRST_LIST_PAGE } from '../../components/use-server-list.ts';
import { call } from '../../lib/api-client.ts';
import { prefetchEndpoint, useEndpointMutation, useEndpointPage, useEndpointQuery } from '../../lib/endpoint-query.ts';
import { getSession } from '../../lib/session.ts';

const claims = () => getSession()?.claims;

/** The page of a paged session list the screen shows. */
type PageRequest = { page: number; pageSize: number };

/** What the calendar asks for, by the signed-in role; null before anyone is signed in. */
function calendarSessionsInput() {
  const c = claims();
  if (!c) return null;
  const body =
    c.role === 'student'
      ? { role: 'student', curriculumCode: c.userCurriculum.length > 0 ? c.userCurriculum : (c.curriculumCode ?? '') }
      : c.role === 'teacher'
        ? { role: 'teacher', email: c.email, curriculumCode: c.curriculumCode ?? undefined }
        : {};
  return { body };
}

/** The calendar's sessions for the signed-in role; the server scopes them (student spec §6). */
export function useCalendarSessions() {
  return useEndpointQuery(getAllSessions, calendarSessionsInput(), { select: (answer) => answer.data });
}

/** The calendar's sessions, asked for ahead (its menu link pointed at). */
export function prefetchCalendarSessions(client: QueryClient) {
  const input = calendarSessionsInput();
  if (input) prefetchEndpoint(client, getAllSessions, input);
}

/** One page of the student's requests: Open (PENDING) or Scheduled (ACCEPTED). */
export function useHelpRequests(status: 'PENDING' | 'ACCEPTED', page: PageRequest) {
  const c = claims();
  return useEndpointPage(helpFromTutor, c ? { body: { status, createdBy: c.email, role: 'student', ...page } } : null);
}

/** The student's accepted sessions, not yet ended or ended. */
export function useStudentSessions(when: 'upcoming' | 'completed', limit?: number) {
  const c = claims();
  const endpoint = when === 'upcoming' ? getAllUpcomingSessions : getAllCompletedSessions;
  const codes = c ? (c.userCurriculum.length > 0 ? c.userCurriculum : c.curriculumCode ? [c.curriculumCode] : []) : [];
  return useEndpointQuery(endpoint, c ? { body: { curriculumCode: codes, limit } } : null, {
    select: (answer) => answer.data,
  });
}

export function useSessionDetails(sessionID: string | null) {
  return useEndpointQuery(getSessionByID, sessionID ? { body: { sessionID } } : null, {
    select: (answer) => answer.data,
  });
}

/** The teachers a request may ask: those of the curriculum and subject. */
export function useSubjectTeachers(curriculumCode: string, subject: string) {
  return useEndpointQuery(teachers, curriculumCode && subject ? { body: { curriculumCode, subject } } : null, {
    select: (answer) => answer.data,
  });
}

export function useSessionBell() {
  return useEndpointQuery(getSessionBell, {}, { select: (answer) => answer.data });
}

/** One page of session-admin's sessions: the large ones, or all with `showAll`. */
export function useAdminSessions(showAll: boolean, page: PageRequest) {
  return useEndpointPage(getAdminSessions, { body: { showAll, ...page } });
}

/** Session administration's first page as the menu opens it (the large sessions), asked for ahead. */
export function prefetchAdminSessions(client: QueryClient) {
  const { page, pageSize } = FIRST_LIST_PAGE;
  prefetchEndpoint(client, getAdminSessions, { body: { showAll: false, page, pageSize } });
}

export function useRequestSession() {
  return useEndpointMutation((body: SessionInsertInput) => call(sessionInsert, { body }), SESSION_READS);
}

export function useDecideSession() {
  return useEndpointMutation(
    ({ sessionID, status }: { sessionID: string; status: 'ACCEPTED' | 'REJECTED' }) =>
      call(sessionStatus, { body: { sessionID, status } }),
    SESSION_READS,
  );
}

/** Invites teachers; the lists are refreshed by the page after 3 s (admin spec §4), not here. */
export function useInviteTeachers() {
  return useEndpointMutation(
    (body: { sessionID: string; acceptedTeacher: { userID: string; email?: string }[]; start: string; end: string }) =>
      call(inviteTeacher, { body }),
  );
}

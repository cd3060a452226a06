import { messages } from './messages.ts';
import { addDays, todayIn, zonedInstant, zoneOffsetMinutes } from './school-time.ts';

/** Session status (student spec §3, §4). */
export const SESSION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** A session is "large" (the admin's bell and Session list) with more than 10 students: 11 and up. */
export const LARGE_SESSION_STUDENTS = 10;
export const isLargeSession = (studentCount: number) => studentCount > LARGE_SESSION_STUDENTS;

/** The time picker's step (student spec §9). */
export const SESSION_STEP_MINUTES = 15;

export type DecisionCheck = { ok: true } | { ok: false; message: string };

/**
 * Session decision (student spec §4, admin spec §4): ACCEPTED or REJECTED may be set from PENDING
 * or REJECTED, only while the start is in the future. An ACCEPTED session is never changed back.
 */
export function checkSessionDecision(
  session: { status: SessionStatus; start: Date | string },
  to: SessionStatus,
  now: Date = new Date(),
): DecisionCheck {
  if (to === 'PENDING') return { ok: false, message: messages.sessionStatusNotAllowed };
  if (new Date(session.start).getTime() <= now.getTime()) return { ok: false, message: messages.sessionDatePassed };
  if (session.status === 'ACCEPTED') return { ok: false, message: messages.sessionStatusNotAllowed };
  return { ok: true };
}

/** Whether the calendar modal offers Accept and Reject (the same rule, for the screen). */
export const sessionCanBeDecided = (session: { status: SessionStatus; start: Date | string }, now = new Date()) =>
  checkSessionDecision(session, 'ACCEPTED', now).ok;

/** Query status codes (student spec §3): 0 open, 1 inprogress, 2 completed. */
export const QUERY_STATUSES = [0, 1, 2] as const;
export type QueryStatus = (typeof QUERY_STATUSES)[number];
export const QUERY_STATUS_NAMES: Record<QueryStatus, string> = { 0: 'Open', 1: 'Inprogress', 2: 'Completed' };

/**
 * Query transitions (student spec §4). A student only resolves (to 2, from open or inprogress) and
 * never sets 1. A teacher opens (0 to 1), closes (0 to 2), resolves (1 to 2) and reopens (2 to 1).
 */
export function queryTransitionAllowed(role: 'student' | 'teacher', from: QueryStatus, to: QueryStatus): boolean {
  if (role === 'student') return to === 2 && (from === 0 || from === 1);
  return (from === 0 && (to === 1 || to === 2)) || (from === 1 && to === 2) || (from === 2 && to === 1);
}

/** A request's default window (student spec §9): the next day, 12:00 to 13:00, in the school's zone. */
export function defaultSessionWindow(timeZone: string, now: Date = new Date()): { start: string; end: string } {
  const tomorrow = addDays(todayIn(timeZone, now), 1);
  return {
    start: zonedInstant(tomorrow, '12:00', timeZone).toISOString(),
    end: zonedInstant(tomorrow, '13:00', timeZone).toISOString(),
  };
}

export type WindowIssue = { path: 'start' | 'end'; message: string };

/**
 * A session cannot be asked for, or moved to, a start that has passed: a request for 10:00 made at
 * 14:27 would reach teachers who can no longer accept it ('Session date has passed').
 */
export const sessionStartHasPassed = (start: string | Date, now: Date = new Date()) =>
  new Date(start).getTime() <= now.getTime();

/**
 * The rules of a session's start and end (student spec §5, §9): the start not before today in the
 * school's zone and not already passed today, both on 15-minute steps, the end after the start.
 */
export function sessionWindowIssues(
  window: { start: string | Date; end: string | Date },
  timeZone: string,
  now: Date = new Date(),
): WindowIssue[] {
  const issues: WindowIssue[] = [];
  const start = new Date(window.start);
  const end = new Date(window.end);
  if (Number.isNaN(start.getTime())) return [{ path: 'start', message: messages.invalidDate }];
  if (Number.isNaN(end.getTime())) return [{ path: 'end', message: messages.invalidDate }];
  if (todayIn(timeZone, start) < todayIn(timeZone, now))
    issues.push({ path: 'start', message: messages.startBeforeToday });
  else if (sessionStartHasPassed(start, now)) issues.push({ path: 'start', message: messages.sessionStartPassed });
  const step = SESSION_STEP_MINUTES * 60_000;
  const offStep = (at: Date) => (at.getTime() + zoneOffsetMinutes(timeZone, at) * 60_000) % step !== 0;
  if (offStep(start)) issues.push({ path: 'start', message: messages.quarterHourSteps });
  if (offStep(end)) issues.push({ path: 'end', message: messages.quarterHourSteps });
  if (end.getTime() <= start.getTime()) issues.push({ path: 'end', message: messages.endAfterStart });
  return issues;
}

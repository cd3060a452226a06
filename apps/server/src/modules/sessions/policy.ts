import { checkSessionDecision, type SessionStatus, STAFF_ROLES } from '@kaksha/contracts';

export interface SessionActor {
  userId: string;
  role: string;
}

/** What the rules look at of a session: its status, start and people (user ids). */
export interface SessionFacts {
  status: SessionStatus;
  start: Date;
  curriculumCode: string;
  createdBy: string;
  requestedTeacher: string[];
  rejectedTeacher: string[];
  acceptedTeacher: string[];
  students: string[];
}

const isStaffRole = (role: string) => (STAFF_ROLES as readonly string[]).includes(role);
const without = (list: string[], id: string) => list.filter((x) => x !== id);
const withOne = (list: string[], id: string) => (list.includes(id) ? list : [...list, id]);

export const isTeacherOf = (s: SessionFacts, userId: string) =>
  s.requestedTeacher.includes(userId) || s.rejectedTeacher.includes(userId) || s.acceptedTeacher.includes(userId);

/**
 * Who sees a session: staff all; a teacher those they were asked to, refused or accepted; a
 * student their own, and the ACCEPTED sessions of their curricula (the calendar, student spec §6).
 */
export function mayReadSession(actor: SessionActor, s: SessionFacts, enrolledCodes: readonly string[]): boolean {
  if (isStaffRole(actor.role)) return true;
  if (actor.role === 'teacher') return isTeacherOf(s, actor.userId);
  if (actor.role === 'student') {
    return s.students.includes(actor.userId) || (s.status === 'ACCEPTED' && enrolledCodes.includes(s.curriculumCode));
  }
  return false;
}

export type DecisionOutcome =
  | { ok: false; status: 404 | 409; message: string }
  | {
      ok: true;
      status: SessionStatus;
      requestedTeacher: string[];
      rejectedTeacher: string[];
      acceptedTeacher: string[];
    };

/**
 * A decision's effect (student spec §4, admin spec §4). A teacher decides only a session asked of
 * them: REJECTED moves them from requestedTeacher to rejectedTeacher; ACCEPTED reduces
 * requestedTeacher to them and appends them to acceptedTeacher. An admin's REJECTED cancels and
 * leaves the lists; an admin's ACCEPTED may name the teachers (`chosen`), who become the requested
 * and accepted ones.
 */
export function decide(
  actor: SessionActor,
  s: SessionFacts,
  to: 'ACCEPTED' | 'REJECTED',
  now: Date,
  chosen: string[] = [],
): DecisionOutcome {
  const isTeacher = actor.role === 'teacher';
  if (isTeacher && !isTeacherOf(s, actor.userId)) return { ok: false, status: 404, message: 'Not found' };
  if (!isTeacher && !isStaffRole(actor.role)) return { ok: false, status: 404, message: 'Not found' };
  const check = checkSessionDecision(s, to, now);
  if (!check.ok) return { ok: false, status: 409, message: check.message };
  const lists = {
    requestedTeacher: s.requestedTeacher,
    rejectedTeacher: s.rejectedTeacher,
    acceptedTeacher: s.acceptedTeacher,
  };
  if (isTeacher && to === 'REJECTED') {
    return {
      ok: true,
      status: to,
      ...lists,
      requestedTeacher: without(s.requestedTeacher, actor.userId),
      rejectedTeacher: withOne(s.rejectedTeacher, actor.userId),
    };
  }
  if (isTeacher) {
    return {
      ok: true,
      status: to,
      requestedTeacher: [actor.userId],
      rejectedTeacher: without(s.rejectedTeacher, actor.userId),
      acceptedTeacher: withOne(s.acceptedTeacher, actor.userId),
    };
  }
  if (to === 'ACCEPTED' && chosen.length > 0) {
    return {
      ok: true,
      status: to,
      requestedTeacher: chosen,
      rejectedTeacher: s.rejectedTeacher.filter((id) => !chosen.includes(id)),
      acceptedTeacher: chosen.reduce(withOne, s.acceptedTeacher),
    };
  }
  return { ok: true, status: to, ...lists };
}

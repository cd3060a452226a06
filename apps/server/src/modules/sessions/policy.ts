import { checkSessionDecision, type SessionStatus } from '@kaksha/contracts/session-rules';
import { isStaffRole } from '../../http/roles.ts';

export interface SessionActor {
  userId: string;
  role: string;
}

/** What the rules look at of a session: its status, start, subject and people (user ids). */
export interface SessionFacts {
  status: SessionStatus;
  start: Date;
  curriculumCode: string;
  subject: string;
  /** 'student' for a student's one-to-one request, 'admin' for a class staff added. */
  role: string;
  createdBy: string;
  requestedTeacher: string[];
  rejectedTeacher: string[];
  acceptedTeacher: string[];
  students: string[];
}

/** A curriculum and subject a teacher is assigned to (their enrolment rows). */
export interface TaughtSubject {
  curriculumCode: string;
  subject: string | null;
}

const without = (list: string[], id: string) => list.filter((x) => x !== id);
const withOne = (list: string[], id: string) => (list.includes(id) ? list : [...list, id]);

export const isTeacherOf = (s: SessionFacts, userId: string) =>
  s.requestedTeacher.includes(userId) || s.rejectedTeacher.includes(userId) || s.acceptedTeacher.includes(userId);

const teachesSubjectOf = (s: SessionFacts, taught: readonly TaughtSubject[]) =>
  taught.some((t) => t.curriculumCode === s.curriculumCode && t.subject === s.subject);

/**
 * How a user stands to a session, the one rule every session read goes through (getSessionByID,
 * getSessionByCode, getAllSessions and the student lists): staff stand over all; a student is in
 * it (their own request, or a class they are invited to) or nothing; a teacher is one of its
 * teachers (asked, refused or accepted), a teacher of its curriculum and subject, or nothing.
 */
export type SessionRelation = 'staff' | 'student' | 'sessionTeacher' | 'subjectTeacher' | 'none';

export function relationTo(actor: SessionActor, s: SessionFacts, taught: readonly TaughtSubject[]): SessionRelation {
  if (isStaffRole(actor.role)) return 'staff';
  if (actor.role === 'student') return s.students.includes(actor.userId) ? 'student' : 'none';
  if (actor.role === 'teacher') {
    if (isTeacherOf(s, actor.userId)) return 'sessionTeacher';
    if (teachesSubjectOf(s, taught)) return 'subjectTeacher';
  }
  return 'none';
}

/** Whether the user may see the session at all; everyone else gets 404. */
export const mayReadSession = (actor: SessionActor, s: SessionFacts, taught: readonly TaughtSubject[]) =>
  relationTo(actor, s, taught) !== 'none';

/** What of a readable session a user is shown. */
export interface SessionView {
  /**
   * Who asked (the requester's e-mail), the students' names and e-mails, feedback and rating: to
   * the requester, the session's teachers and staff. A student never sees other students.
   */
  people: boolean;
  /** Only the student whose own request it is sees the students list as themselves. */
  onlyViewerAmongStudents: boolean;
  /** The class link: to those who take part (its students and accepted teachers); staff for their classes. */
  link: boolean;
}

export function sessionView(actor: SessionActor, s: SessionFacts, relation: SessionRelation): SessionView {
  const takesPart = s.students.includes(actor.userId) || s.acceptedTeacher.includes(actor.userId);
  const isRequester = s.createdBy === actor.userId;
  return {
    people: relation === 'staff' || relation === 'sessionTeacher' || (relation === 'student' && isRequester),
    onlyViewerAmongStudents: relation === 'student',
    link: takesPart || (relation === 'staff' && s.role !== 'student'),
  };
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

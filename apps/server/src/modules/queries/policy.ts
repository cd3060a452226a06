import { type QueryStatus, queryTransitionAllowed } from '@kaksha/contracts/session-rules';

/** A teacher's assignment: the curriculum and subject they teach. */
export interface Assignment {
  curriculumCode: string;
  subject: string | null;
}

export interface QueryActor {
  userId: string;
  role: string;
}

export interface QueryFacts {
  senderId: string;
  curriculumCode: string;
  subject: string;
  status: number;
}

export const teaches = (assignments: readonly Assignment[], curriculumCode: string, subject: string) =>
  assignments.some((a) => a.curriculumCode === curriculumCode && a.subject === subject);

/**
 * Who sees a query: its student, and the teachers of its curriculum and subject. Nobody else, not
 * another student, not a teacher of another subject (they get 404).
 */
export function mayReadQuery(actor: QueryActor, chat: QueryFacts, assignments: readonly Assignment[]): boolean {
  if (actor.role === 'student') return chat.senderId === actor.userId;
  if (actor.role === 'teacher') return teaches(assignments, chat.curriculumCode, chat.subject);
  return false;
}

/** A status change by the query's student or teacher (student spec §4); reading is checked first. */
export function mayMoveQuery(actor: QueryActor, chat: QueryFacts, to: QueryStatus): boolean {
  if (actor.role !== 'student' && actor.role !== 'teacher') return false;
  return queryTransitionAllowed(actor.role, chat.status as QueryStatus, to);
}

/** The student replies while the query is inprogress; the teacher also on an open one (which opens it). */
export function mayReply(actor: QueryActor, chat: QueryFacts): boolean {
  if (actor.role === 'student') return chat.status === 1;
  if (actor.role === 'teacher') return chat.status === 0 || chat.status === 1;
  return false;
}

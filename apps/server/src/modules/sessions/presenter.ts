import type { SessionBellItemDto, SessionDto, SessionPersonDto, TeacherDto } from '@kaksha/contracts/sessions';
import type { Db } from '../../db/client.ts';
import type { Page } from '../../db/list-page.ts';
import type { TutoringSessionRow } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { relationTo, type SessionView, sessionView, type TaughtSubject } from './policy.ts';
import { peopleOf, taughtSubjectsOf } from './queries.ts';

export type People = Map<string, SessionPersonDto>;

/**
 * A session as `view` lets its viewer see it (policy.ts, sessionView): without `people` no
 * requester, students, feedback or rating; a student sees only themselves among the students;
 * the class link only where `link` allows.
 */
export function presentSession(row: TutoringSessionRow, people: People, view: SessionView, viewer: string): SessionDto {
  const person = (id: string): SessionPersonDto => people.get(id) ?? { userID: id, email: '', name: '' };
  const visible = view.onlyViewerAmongStudents
    ? row.students.filter((id) => id === viewer)
    : view.people
      ? row.students
      : [];
  const creator = people.get(row.createdBy);
  return {
    _id: row.id,
    sessionID: row.id,
    title: row.title,
    curriculum: row.curriculum,
    curriculumCode: row.curriculumCode,
    subject: row.subject,
    topics: row.topics,
    topic: row.topic,
    chapter: row.chapter,
    desc: row.desc,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    status: row.status,
    role: row.role,
    createdBy: view.people ? (creator?.email ?? row.createdBy) : '',
    createDate: row.createdAt.toISOString(),
    link: row.status === 'ACCEPTED' && view.link ? row.link : null,
    requestedTeacher: row.requestedTeacher.map(person),
    rejectedTeacher: row.rejectedTeacher.map(person),
    acceptedTeacher: row.acceptedTeacher.map(person),
    studentEmails: visible.map((id) => person(id).email),
    student: visible.map(person),
    studentCount: row.students.length,
    sessionType: row.sessionType,
    sessionMode: row.sessionMode,
    feedback: view.people ? row.feedback : null,
    rating: view.people ? row.rating : null,
  };
}

/**
 * Sessions as the actor may see them: rows the policy refuses are dropped, and each is shown with
 * what the policy lets this actor see of it (sessionView).
 */
export async function presentSessions(
  db: Db,
  actor: Actor,
  rows: TutoringSessionRow[],
  taught?: readonly TaughtSubject[],
): Promise<SessionDto[]> {
  const subjects = taught ?? (await taughtSubjectsOf(db, actor));
  const seen = rows.flatMap((row) => {
    const relation = relationTo(actor, row, subjects);
    return relation === 'none' ? [] : [{ row, view: sessionView(actor, row, relation) }];
  });
  const people = await peopleOf(
    db,
    seen.map((s) => s.row),
  );
  return seen.map(({ row, view }) => presentSession(row, people, view, actor.userId));
}

export async function presentOneSession(db: Db, actor: Actor, row: TutoringSessionRow): Promise<SessionDto> {
  const [dto] = await presentSessions(db, actor, [row]);
  if (!dto) throw notFound();
  return dto;
}

/** One page of sessions in the spec's `{ status, data }` with the paging facts beside it. */
export async function presentSessionPage(
  db: Db,
  actor: Actor,
  page: Page<TutoringSessionRow>,
  taught?: readonly TaughtSubject[],
) {
  return {
    status: true as const,
    data: await presentSessions(db, actor, page.rows, taught),
    total: page.total,
    page: page.page,
    pageSize: page.pageSize,
  };
}

export const presentTeacher = (t: { id: string; email: string; firstName: string; lastName: string }): TeacherDto => ({
  _id: t.id,
  userID: t.id,
  email: t.email,
  firstName: t.firstName,
  lastName: t.lastName,
});

export const presentBellItem = (r: {
  sessionID: string;
  title: string;
  start: Date;
  status: SessionBellItemDto['status'];
  studentCount: number;
}): SessionBellItemDto => ({ ...r, start: r.start.toISOString(), studentCount: Number(r.studentCount) });

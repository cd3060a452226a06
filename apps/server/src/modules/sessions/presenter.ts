import type { SessionDto, SessionPersonDto } from '@kaksha/contracts';
import type { TutoringSessionRow } from '../../db/schema/index.ts';
import type { SessionView } from './policy.ts';

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

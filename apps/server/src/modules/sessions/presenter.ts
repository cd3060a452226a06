import type { SessionDto, SessionPersonDto } from '@kaksha/contracts';
import type { TutoringSessionRow } from '../../db/schema/index.ts';

export type People = Map<string, SessionPersonDto>;

/** `viewer` is set for a student: they see only themselves among the students. */
export function presentSession(row: TutoringSessionRow, people: People, viewer?: string): SessionDto {
  const person = (id: string): SessionPersonDto => people.get(id) ?? { userID: id, email: '', name: '' };
  const students = viewer ? row.students.filter((id) => id === viewer) : row.students;
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
    createdBy: creator?.email ?? row.createdBy,
    createDate: row.createdAt.toISOString(),
    link: row.status === 'ACCEPTED' ? row.link : null,
    requestedTeacher: row.requestedTeacher.map(person),
    rejectedTeacher: row.rejectedTeacher.map(person),
    acceptedTeacher: row.acceptedTeacher.map(person),
    studentEmails: students.map((id) => person(id).email),
    student: students.map(person),
    studentCount: row.students.length,
    sessionType: row.sessionType,
    sessionMode: row.sessionMode,
    feedback: row.feedback,
    rating: row.rating,
  };
}

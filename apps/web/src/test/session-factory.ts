import type { SessionDto } from '@kaksha/contracts/sessions';

const hour = 3_600_000;

/** A one-hour session of the demo's kind, starting `startsIn` ms from now; accepted ones carry a class link. */
export const buildSession = (status: SessionDto['status'], startsIn: number, id = 's1'): SessionDto => ({
  _id: id,
  sessionID: id,
  title: 'Mathematics: Sets',
  curriculum: 'KKS-BSC-CS',
  curriculumCode: 'KKS-BSC-CS-2026',
  subject: 'Mathematics',
  topics: ['Sets and Logic'],
  topic: 'Sets and Logic',
  chapter: 'Sets',
  desc: 'Please',
  start: new Date(Date.now() + startsIn).toISOString(),
  end: new Date(Date.now() + startsIn + hour).toISOString(),
  status,
  role: 'student',
  createdBy: 'student@kaksha.test',
  createDate: new Date().toISOString(),
  link: status === 'ACCEPTED' ? `https://meet.jit.si/kaksha-${id}` : null,
  requestedTeacher: [],
  rejectedTeacher: [],
  acceptedTeacher: [],
  studentEmails: [],
  student: [],
  studentCount: 1,
  sessionType: null,
  sessionMode: null,
  feedback: null,
  rating: null,
});

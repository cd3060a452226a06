// The list scenario of `npm run bench`: 20 admins at once asking each admin list's first page and
// a search, on whatever database the server runs (fill it first with `npm run seed:large`).
import autocannon from 'autocannon';

export interface ListCase {
  title: string;
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
}

/** Each admin list's first page, then a search on the three largest (students, questions, staff). */
export const LIST_CASES: ListCase[] = [
  { title: 'students, first page', method: 'POST', path: '/api/getStudentList', body: { pageSize: 15 } },
  // A first name a tenth of the seeded school shares (the seed uses 15 first names): the hard case.
  {
    title: 'students, search a common name',
    method: 'POST',
    path: '/api/getStudentList',
    body: { pageSize: 15, search: 'kavya' },
  },
  // One letter: too short for the trigram indexes, so its page walks the name order and its total
  // is counted apart (at most SEARCH_COUNT_CAP + 1 rows read; before the cap, all 50,000).
  {
    title: 'students, search one letter',
    method: 'POST',
    path: '/api/getStudentList',
    body: { pageSize: 15, search: 'a' },
  },
  {
    title: 'students, search one student',
    method: 'POST',
    path: '/api/getStudentList',
    body: { pageSize: 15, search: 'student 4242' },
  },
  {
    title: 'students, state Rejected',
    method: 'POST',
    path: '/api/getStudentList',
    body: { pageSize: 15, studentState: 'Rejected' },
  },
  { title: 'students, page 1000', method: 'POST', path: '/api/getStudentList', body: { pageSize: 15, page: 1000 } },
  { title: 'staff, first page', method: 'POST', path: '/api/getStaffList', body: { pageSize: 15 } },
  { title: 'staff, search', method: 'POST', path: '/api/getStaffList', body: { pageSize: 15, search: 'staff 42' } },
  { title: 'curricula, first page', method: 'GET', path: '/api/getAllCurriculum?pageSize=15' },
  { title: 'curricula, search', method: 'GET', path: '/api/getAllCurriculum?pageSize=15&search=P19' },
  { title: 'subjects, first page', method: 'POST', path: '/api/subjectsList', body: { pageSize: 15 } },
  { title: 'chapter content, first page', method: 'GET', path: '/api/getAllCourse?pageSize=15' },
  { title: 'questions, first page', method: 'POST', path: '/api/getQuestion', body: { pageSize: 15 } },
  {
    title: 'questions, search',
    method: 'POST',
    path: '/api/getQuestion',
    body: { pageSize: 15, search: 'Question 1999' },
  },
  { title: 'videos, first page', method: 'POST', path: '/api/videosList', body: { pageSize: 15 } },
  { title: 'templates, first page', method: 'GET', path: '/api/getAlltemp?pageSize=15' },
  { title: 'assessments, first page', method: 'POST', path: '/api/getAssessmentsList', body: { pageSize: 15 } },
];

/**
 * `perAdmin`: requests a second each admin sends (autocannon's connectionRate, with its correction
 * for coordinated omission); undefined sends the next request as soon as the last is answered.
 */
export function measureList(
  base: string,
  token: string,
  c: ListCase,
  connections: number,
  duration: number,
  perAdmin?: number,
) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        title: c.title,
        url: `${base}${c.path}`,
        method: c.method,
        connections,
        duration,
        ...(perAdmin ? { connectionRate: perAdmin } : {}),
        headers: { 'x-access-token': token, ...(c.body ? { 'content-type': 'application/json' } : {}) },
        ...(c.body ? { body: JSON.stringify(c.body) } : {}),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

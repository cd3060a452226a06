import { curriculumEndpoints } from '@kaksha/contracts/curriculum';
import { courseEndpoints, subjectEndpoints } from '@kaksha/contracts/curriculum-content';
import { type EndpointDef, STAFF_ROLES } from '@kaksha/contracts/endpoint';
import { questionBankEndpoints } from '@kaksha/contracts/question-bank';
import { describe, expect, it } from 'vitest';
import { curriculumBody } from '../../test/catalogue-factories.ts';
import { useRoleApp } from '../../test/role-tokens.ts';

const { tokens, call } = useRoleApp();

const subject = {
  curriculumCode: 'NONE-2026',
  subject: 'Maths',
  startDate: '2026-01-01',
  endDate: '2026-02-01',
  minCredits: 1,
  maxCredits: 2,
  practicalSession: 'No',
};
const course = {
  curriculumCode: 'NONE-2026',
  subject: 'Maths',
  topic: 'T',
  chapters: [{ chapter: 'C', chapterInfo: 'I' }],
};
const question = {
  curriculumCode: 'NONE-2026',
  subject: 'Maths',
  topic: 'T',
  chapter: 'C',
  questionType: 'Text',
  questionmarks: 1,
  question: '<p>Q?</p>',
};

/** A valid request to every catalogue endpoint; an endpoint without one fails the test. */
const validRequests: Record<string, { path: string; body?: unknown }> = {
  'GET /getAllCurriculum': { path: '/getAllCurriculum' },
  'POST /createCurriculum': { path: '/createCurriculum', body: curriculumBody() },
  'POST /updateCurriculum': {
    path: '/updateCurriculum',
    body: { condition: { _id: 'x' }, updateData: curriculumBody() },
  },
  'POST /getCurriculum': { path: '/getCurriculum', body: { _id: 'x' } },
  'POST /removeCurriculum': { path: '/removeCurriculum', body: { curriculumCode: 'x', curriculum: 'x' } },
  'POST /copycurriculum/:id': { path: '/copycurriculum/x', body: {} },
  'POST /copycurriculumtest/:id': { path: '/copycurriculumtest/x', body: {} },
  'POST /addSubject': { path: '/addSubject', body: subject },
  'POST /updateSubject': { path: '/updateSubject', body: { subjectId: 'x', updateData: subject } },
  'POST /subjectsList': { path: '/subjectsList', body: {} },
  'POST /getSubjectById': { path: '/getSubjectById', body: { subjectId: 'x' } },
  'POST /deleteSubject': { path: '/deleteSubject', body: { curriculum: 'x', curriculumCode: 'x', subject: 'x' } },
  'POST /copysubject/:id': { path: '/copysubject/x', body: {} },
  'GET /getAllCourse': { path: '/getAllCourse' },
  'POST /createCourse': { path: '/createCourse', body: course },
  'POST /updateCourse': { path: '/updateCourse', body: { condition: { _id: 'x' }, updateData: course } },
  'POST /getSubjectsForCourse': { path: '/getSubjectsForCourse', body: { curriculumCode: 'x' } },
  'POST /getCourse': { path: '/getCourse', body: { _id: 'x' } },
  'POST /getSubjectinfo': { path: '/getSubjectinfo', body: { curriculumCode: 'x', subject: 'x' } },
  'POST /getCourseTopics': { path: '/getCourseTopics', body: { curriculumCode: 'x', subject: 'x' } },
  'POST /copyChapter/:id': { path: '/copyChapter/x', body: {} },
  'POST /deleteCourse/:id': { path: '/deleteCourse/x', body: {} },
  'POST /addQuestion': { path: '/addQuestion', body: question },
  'POST /updateQuestion': { path: '/updateQuestion', body: { questionID: 'Q0', updateData: question } },
  'POST /getQuestion': { path: '/getQuestion', body: {} },
  'POST /copyQuestions/:id': { path: '/copyQuestions/Q0', body: {} },
  'POST /deleteQuestion/:id': { path: '/deleteQuestion/Q0', body: {} },
};

const catalogue: readonly EndpointDef[] = [
  ...curriculumEndpoints,
  ...subjectEndpoints,
  ...courseEndpoints,
  ...questionBankEndpoints,
];

describe('who may call the catalogue endpoints', () => {
  it('has a valid request for every endpoint', () => {
    expect(catalogue.map((e) => `${e.method} ${e.path}`).sort()).toEqual(Object.keys(validRequests).sort());
  });

  it.each(catalogue.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', async (key, endpoint) => {
    const request = validRequests[key];
    if (!request) throw new Error(`no request for ${key}`);
    const as = (token: string | null) => call(request.path, token, request.body);
    expect((await as(null)).statusCode).toBe(401);
    const staffOnly = endpoint.access === STAFF_ROLES;
    for (const role of ['student', 'teacher'] as const) {
      const res = await as(tokens[role]);
      if (staffOnly) {
        expect(res.statusCode, `${role} on ${key}`).toBe(403);
        expect(res.body).not.toContain('correctanswer');
      } else {
        expect(res.statusCode, `${role} on ${key}`).toBe(200);
      }
    }
    // Admins get through the role check: an answer, or 400/404/409 for the made-up rows.
    expect([200, 400, 404, 409]).toContain((await as(tokens.admin)).statusCode);
  });
});

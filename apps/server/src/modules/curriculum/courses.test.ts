import { messages } from '@kaksha/contracts/messages';
import { describe, expect, it } from 'vitest';
import { buildCourse, buildCurriculum, buildSubject } from '../../test/catalogue-factories.ts';
import { useRoleApp } from '../../test/role-tokens.ts';

const { t, tokens, call } = useRoleApp();

async function subjectWithCurriculum() {
  const curriculum = await buildCurriculum(t.deps.db);
  return buildSubject(t.deps.db, curriculum, {
    subject: 'Biology',
    practicalSession: 'No',
    minCredits: 1,
    maxCredits: 3,
  });
}

const courseBody = (s: { curriculumCode: string; subject: string }, overrides: Record<string, unknown> = {}) => ({
  curriculumCode: s.curriculumCode,
  subject: s.subject,
  topic: 'Cells',
  topicInfo: '<p>Life <img src=x onerror=alert(1)></p>',
  chapters: [
    { chapter: 'Membranes', chapterInfo: 'What holds a cell together' },
    { chapter: 'Nucleus', chapterInfo: 'Where the genes live' },
  ],
  ...overrides,
});

describe('POST /api/createCourse', () => {
  it("adds a topic with chapters, showing its subject's details", async () => {
    const subject = await subjectWithCurriculum();
    const res = await call('/createCourse', tokens.admin, courseBody(subject));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      topic: 'Cells',
      subject: 'Biology',
      practicalSession: 'No',
      minCredits: 1,
      maxCredits: 3,
    });
    expect(data.topicInfo).not.toContain('onerror');
    expect(data.chapters.map((c: { chapter: string }) => c.chapter)).toEqual(['Membranes', 'Nucleus']);
  });

  it.each([
    ['an empty topic', { topic: ' ' }],
    ['a chapter without info', { chapters: [{ chapter: 'Membranes', chapterInfo: '' }] }],
    ['a chapter without a name', { chapters: [{ chapter: '', chapterInfo: 'x' }] }],
    ['no chapters', { chapters: [] }],
  ])('refuses %s: All fields are mandatory', async (_case, overrides) => {
    const subject = await subjectWithCurriculum();
    const res = await call('/createCourse', tokens.admin, courseBody(subject, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(messages.allFieldsMandatory);
  });

  it('answers 404 for an unknown subject and 403 for teachers and students', async () => {
    const subject = await subjectWithCurriculum();
    expect((await call('/createCourse', tokens.admin, courseBody({ ...subject, subject: 'Nope' }))).statusCode).toBe(
      404,
    );
    expect((await call('/createCourse', tokens.teacher, courseBody(subject))).statusCode).toBe(403);
    expect((await call('/createCourse', tokens.student, courseBody(subject))).statusCode).toBe(403);
  });
});

describe('chapter content: list, read, lookups, update, delete', () => {
  it('lists and reads topics, and answers the form lookups', async () => {
    const subject = await subjectWithCurriculum();
    const course = await buildCourse(t.deps.db, subject, { topic: 'Genetics', chapters: ['DNA', 'RNA'] });
    const all = await call('/getAllCourse', tokens.admin);
    expect(all.json().data.find((c: { _id: string }) => c._id === course.id)).toMatchObject({
      topic: 'Genetics',
      practicalSession: 'No',
    });
    expect((await call('/getAllCourse', tokens.student)).statusCode).toBe(403);
    const read = (await call('/getCourse', tokens.admin, { _id: course.id })).json().data;
    expect(read.chapters).toHaveLength(2);
    // No video attached yet: no link to play, and the stored key stays empty for saving.
    expect(read.chapters[0]).toMatchObject({ fileLocation: null, videoUrl: null });
    expect((await call('/getCourse', tokens.admin, { _id: 'missing' })).statusCode).toBe(404);
    const subjectsOf = await call('/getSubjectsForCourse', tokens.admin, { curriculumCode: subject.curriculumCode });
    expect(subjectsOf.json().data.map((s: { subject: string }) => s.subject)).toEqual(['Biology']);
    const info = await call('/getSubjectinfo', tokens.admin, {
      curriculumCode: subject.curriculumCode,
      subject: 'Biology',
    });
    expect(info.json().data).toMatchObject({ minCredits: 1, maxCredits: 3, practicalSession: 'No' });
    expect(
      (await call('/getSubjectinfo', tokens.admin, { curriculumCode: subject.curriculumCode, subject: 'x' }))
        .statusCode,
    ).toBe(404);
    const topics = await call('/getCourseTopics', tokens.admin, {
      curriculumCode: subject.curriculumCode,
      subject: 'Biology',
    });
    expect(topics.json().data).toEqual([{ _id: course.id, topic: 'Genetics', chapters: ['DNA', 'RNA'] }]);
    expect(
      (await call('/getCourseTopics', tokens.teacher, { curriculumCode: subject.curriculumCode, subject: 'Biology' }))
        .statusCode,
    ).toBe(403);
  });

  it('updates a topic keeping the ids of the chapters it keeps, and deletes the ones left out', async () => {
    const subject = await subjectWithCurriculum();
    const course = await buildCourse(t.deps.db, subject, { topic: 'Genetics', chapters: ['DNA', 'RNA'] });
    const [dna] = course.chapters;
    const res = await call('/updateCourse', tokens.admin, {
      condition: { _id: course.id },
      updateData: courseBody(subject, {
        topic: 'Heredity',
        chapters: [
          { chapter: 'Proteins', chapterInfo: 'New one' },
          { _id: dna?.id, chapter: 'DNA molecule', chapterInfo: 'Renamed' },
        ],
      }),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.topic).toBe('Heredity');
    expect(data.chapters.map((c: { chapter: string }) => c.chapter)).toEqual(['Proteins', 'DNA molecule']);
    expect(data.chapters[1]._id).toBe(dna?.id);
    const bad = await call('/updateCourse', tokens.admin, {
      condition: { _id: course.id },
      updateData: courseBody(subject, { topic: '' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await call('/updateCourse', tokens.teacher, { condition: { _id: course.id }, updateData: courseBody(subject) }))
        .statusCode,
    ).toBe(403);
  });

  it('deletes a topic with its chapters', async () => {
    const subject = await subjectWithCurriculum();
    const course = await buildCourse(t.deps.db, subject);
    expect((await call(`/deleteCourse/${course.id}`, tokens.student, {})).statusCode).toBe(403);
    expect((await call(`/deleteCourse/${course.id}`, tokens.admin, {})).statusCode).toBe(200);
    expect((await call('/getCourse', tokens.admin, { _id: course.id })).statusCode).toBe(404);
    expect((await call(`/deleteCourse/${course.id}`, tokens.admin, {})).statusCode).toBe(404);
  });
});

import { messages } from '@kaksha/contracts/messages';
import { describe, expect, it } from 'vitest';
import { buildCourse, buildCurriculum, buildQuestion, buildSubject } from '../../test/catalogue-factories.ts';
import { useRoleApp } from '../../test/role-tokens.ts';

const { t, tokens, call } = useRoleApp();

async function place() {
  const curriculum = await buildCurriculum(t.deps.db);
  const subject = await buildSubject(t.deps.db, curriculum, { subject: 'Physics' });
  const course = await buildCourse(t.deps.db, subject, { topic: 'Motion', chapters: ['Speed', 'Force'] });
  return {
    curriculum: curriculum.curriculum,
    curriculumCode: curriculum.curriculumCode,
    subject: 'Physics',
    topic: course.topic,
    chapter: 'Speed',
  };
}

const image = (name: string) => ({ fileName: `${name}.png`, location: `images/${name}-0f3a.png` });

const multiBody = (p: Awaited<ReturnType<typeof place>>, overrides: Record<string, unknown> = {}) => ({
  curriculumCode: p.curriculumCode,
  subject: p.subject,
  topic: p.topic,
  chapter: p.chapter,
  questionType: 'Multi',
  questionmarks: 3,
  question: '<p>Which is a unit of speed?<script>alert(1)</script></p>',
  correctanswer: 'm/s',
  answer1: 'kg',
  answer2: 'N',
  answer3: 'J',
  image_correctanswer: image('correct'),
  image_answer1: image('a1'),
  image_answer2: image('a2'),
  image_answer3: image('a3'),
  ...overrides,
});

describe('POST /api/addQuestion', () => {
  it('adds a Multi question with its four answer images, cleaning the question', async () => {
    const p = await place();
    const res = await call('/addQuestion', tokens.admin, multiBody(p));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.questionID).toMatch(/^Q\d+$/);
    expect(data).toMatchObject({
      curriculum: p.curriculum,
      questionType: 'Multi',
      questionmarks: 3,
      correctanswer: 'm/s',
      role: 'admin',
    });
    expect(data.question).toBe('<p>Which is a unit of speed?</p>');
    expect(data.image_answer3).toMatchObject({ fileName: 'a3.png', location: 'images/a3-0f3a.png' });
    expect(data.image_answer3.url).toMatch(/^\/api\/files\//);
  });

  it('keeps no answers or images on a Text question', async () => {
    const p = await place();
    const res = await call(
      '/addQuestion',
      tokens.admin,
      multiBody(p, { questionType: 'Text', correctanswer: '', answer1: '' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      questionType: 'Text',
      correctanswer: '',
      answer2: '',
      image_correctanswer: null,
    });
  });

  it.each([
    ['questionmarks', { questionmarks: 0 }, messages.questionMarksRange],
    ['questionmarks', { questionmarks: 10 }, messages.questionMarksRange],
    ['questionmarks', { questionmarks: 2.5 }, messages.questionMarksRange],
    ['question', { question: '<p></p>' }, messages.required],
    ['correctanswer', { correctanswer: '' }, messages.required],
    ['answer1', { answer1: '  ' }, messages.required],
    ['answer2', { answer2: '' }, messages.optionsInOrder],
    ['answer3', { answer3: 'kg' }, messages.optionRepeated],
    [
      'image_answer1.location',
      { image_answer1: { fileName: 'x.png', location: '../../etc/passwd' } },
      messages.imageFileType,
    ],
    [
      'image_answer2.location',
      { image_answer2: { fileName: 'x.png', location: 'private/identity/0f3a.png' } },
      messages.imageFileType,
    ],
  ])('refuses a bad %s', async (field, overrides, message) => {
    const res = await call('/addQuestion', tokens.admin, multiBody(await place(), overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('refuses a question whose words are only markup the server removes', async () => {
    const res = await call(
      '/addQuestion',
      tokens.admin,
      multiBody(await place(), { question: '<script>alert(1)</script>' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'question', message: messages.required });
  });

  it('refuses a chapter that is not in the chosen topic', async () => {
    const res = await call('/addQuestion', tokens.admin, multiBody(await place(), { chapter: 'Gravity' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('chapter');
  });
});

describe('the question library is staff-only: students and teachers never get answers', () => {
  it.each(['student', 'teacher'] as const)('refuses every question endpoint to a %s', async (role) => {
    const p = await place();
    const q = await buildQuestion(t.deps.db, p);
    const token = tokens[role];
    const attempts = [
      call('/addQuestion', token, multiBody(p)),
      call('/updateQuestion', token, { questionID: q.questionId, updateData: multiBody(p) }),
      call('/getQuestion', token, { questionID: q.questionId }),
      call('/getQuestion', token, { curriculumCode: p.curriculumCode }),
      call(`/copyQuestions/${q.questionId}`, token, {}),
      call(`/deleteQuestion/${q.questionId}`, token, {}),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('correctanswer');
    }
  });
});

describe('getQuestion, updateQuestion, deleteQuestion', () => {
  it('finds one by questionID or several by place', async () => {
    const p = await place();
    const a = await buildQuestion(t.deps.db, p);
    await buildQuestion(t.deps.db, { ...p, chapter: 'Force' });
    const one = await call('/getQuestion', tokens.admin, { questionID: a.questionId, role: 'Admin' });
    expect(one.json().data.map((q: { questionID: string }) => q.questionID)).toEqual([a.questionId]);
    expect((await call('/getQuestion', tokens.admin, { curriculumCode: p.curriculumCode })).json().data).toHaveLength(
      2,
    );
    expect(
      (await call('/getQuestion', tokens.admin, { curriculumCode: p.curriculumCode, chapter: 'Force' })).json().data,
    ).toHaveLength(1);
    expect((await call('/getQuestion', tokens.admin, { questionID: 'Q0' })).statusCode).toBe(404);
  });

  it('updates a question and deletes it', async () => {
    const p = await place();
    const q = await buildQuestion(t.deps.db, p);
    const res = await call('/updateQuestion', tokens.admin, {
      questionID: q.questionId,
      updateData: multiBody(p, { chapter: 'Force', questionmarks: 9, correctanswer: 'km/h' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      questionID: q.questionId,
      chapter: 'Force',
      questionmarks: 9,
      correctanswer: 'km/h',
    });
    const bad = await call('/updateQuestion', tokens.admin, {
      questionID: q.questionId,
      updateData: multiBody(p, { questionmarks: 12 }),
    });
    expect(bad.json().errors).toContainEqual({
      field: 'updateData.questionmarks',
      message: messages.questionMarksRange,
    });
    expect(
      (await call('/updateQuestion', tokens.admin, { questionID: 'Q0', updateData: multiBody(p) })).statusCode,
    ).toBe(404);
    expect((await call(`/deleteQuestion/${q.questionId}`, tokens.admin, {})).statusCode).toBe(200);
    expect((await call(`/deleteQuestion/${q.questionId}`, tokens.admin, {})).statusCode).toBe(404);
  });
});

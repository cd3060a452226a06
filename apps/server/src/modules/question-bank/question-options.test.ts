import { messages } from '@kaksha/contracts/messages';
import { describe, expect, it } from 'vitest';
import { buildCourse, buildCurriculum, buildSubject } from '../../test/catalogue-factories.ts';
import { useRoleApp } from '../../test/role-tokens.ts';

const { t, tokens, call } = useRoleApp();

async function place() {
  const curriculum = await buildCurriculum(t.deps.db);
  const subject = await buildSubject(t.deps.db, curriculum, { subject: 'Physics' });
  await buildCourse(t.deps.db, subject, { topic: 'Motion', chapters: ['Speed'] });
  return { curriculumCode: curriculum.curriculumCode, subject: 'Physics', topic: 'Motion', chapter: 'Speed' };
}

const image = (name: string) => ({ fileName: `${name}.png`, location: `images/${name}-0f3a.png` });

const question = (p: Awaited<ReturnType<typeof place>>, options: Record<string, unknown>) => ({
  ...p,
  questionType: 'Multi',
  questionmarks: 2,
  question: '<p>Pick one</p>',
  ...options,
});

describe('Multi questions of 2 to 8 options', () => {
  it('takes a true/false question (two options) and keeps answer2 and answer3 empty', async () => {
    const res = await call(
      '/addQuestion',
      tokens.admin,
      question(await place(), { correctanswer: 'True', answer1: 'False' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      correctanswer: 'True',
      answer1: 'False',
      answer2: '',
      answer3: '',
      moreAnswers: [],
    });
  });

  it('takes eight options with an image on each and on the question, and gives them back in order', async () => {
    const res = await call(
      '/addQuestion',
      tokens.admin,
      question(await place(), {
        correctanswer: 'a',
        answer1: 'b',
        answer2: 'c',
        answer3: 'd',
        image_correctanswer: image('a'),
        image_answer3: image('d'),
        moreAnswers: ['e', 'f', 'g', 'h'].map((answer) => ({ answer, image: image(answer) })),
        image_question: image('q'),
      }),
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.moreAnswers.map((m: { answer: string }) => m.answer)).toEqual(['e', 'f', 'g', 'h']);
    expect(data.moreAnswers[3].image).toMatchObject({ location: 'images/h-0f3a.png' });
    expect(data.moreAnswers[3].image.url).toMatch(/^\/api\/files\//);
    expect(data.image_question).toMatchObject({ location: 'images/q-0f3a.png' });
    const read = await call('/getQuestion', tokens.admin, { questionID: data.questionID });
    expect(read.json().data[0].moreAnswers).toHaveLength(4);
  });

  it('keeps the old four-field shape working: no moreAnswers sent means none', async () => {
    const res = await call(
      '/addQuestion',
      tokens.admin,
      question(await place(), { correctanswer: 'a', answer1: 'b', answer2: 'c', answer3: 'd' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.moreAnswers).toEqual([]);
  });

  it.each([
    ['a ninth option', { moreAnswers: ['e', 'f', 'g', 'h', 'i'].map((answer) => ({ answer })) }, 'moreAnswers'],
    ['an empty added option', { moreAnswers: [{ answer: '' }] }, 'moreAnswers.0.answer'],
    ['a gap before a filled option', { answer3: '', moreAnswers: [{ answer: 'e' }] }, 'answer3'],
    ['an option repeated', { moreAnswers: [{ answer: 'b' }] }, 'moreAnswers.0.answer'],
    ['an image on an empty option', { answer3: '', image_answer3: image('x') }, 'answer3'],
    ['a single option', { answer1: '', answer2: '', answer3: '' }, 'answer1'],
  ])('refuses %s, naming the field', async (_case, overrides, field) => {
    const res = await call(
      '/addQuestion',
      tokens.admin,
      question(await place(), { correctanswer: 'a', answer1: 'b', answer2: 'c', answer3: 'd', ...overrides }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('names the rule broken for a repeated option', async () => {
    const res = await call('/addQuestion', tokens.admin, question(await place(), { correctanswer: 'a', answer1: 'a' }));
    expect(res.json().errors).toContainEqual({ field: 'answer1', message: messages.optionRepeated });
  });
});

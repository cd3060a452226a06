import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssessment, buildExamPlace } from '../../test/assessment-factories.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildQuestion } from '../../test/catalogue-factories.ts';
import { apiCaller } from '../../test/role-tokens.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
beforeAll(async () => {
  t = await getTestApp();
  call = apiCaller(t);
});
afterAll(() => t.close());

const image = (name: string) => ({ fileName: `${name}.png`, location: `images/${name}-0f3a.png` });

/** An open test of a true/false question and an eight-option question with images. */
async function twoAndEight() {
  const p = await buildExamPlace(t.deps.db);
  const trueFalse = await buildQuestion(t.deps.db, p.at, {
    questionMarks: 1,
    correctAnswer: 'TRUE-KEY',
    answer1: 'False',
    answer2: '',
    answer3: '',
  });
  const eight = await buildQuestion(t.deps.db, p.at, {
    questionMarks: 4,
    correctAnswer: 'EIGHT-KEY',
    answer1: 'w1',
    answer2: 'w2',
    answer3: 'w3',
    moreAnswers: ['w4', 'w5', 'w6', 'w7'].map((text) => ({ text, image: image(text) })),
    imageQuestion: image('question'),
  });
  const test = await buildAssessment(t.deps.db, p.at, [trueFalse, eight], {
    correctionMode: 'automatic',
    reviewAfter: 'submit',
  });
  return { p, test, trueFalse, eight, token: await loginAs(t.app, p.student) };
}

describe('a test of questions with 2 and 8 options', () => {
  it('shows the student exactly the 2 and the 8 options, images included, and never the key apart', async () => {
    const { test, token, trueFalse, eight } = await twoAndEight();
    const res = await call('/getTestQuesList', token, { testID: test.testId });
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().data.map((q: { questionID: string }) => [q.questionID, q]));
    const tf = byId.get(trueFalse.questionId) as { options: { text: string }[] };
    expect(tf.options.map((o) => o.text).sort()).toEqual(['False', 'TRUE-KEY']);
    const big = byId.get(eight.questionId) as {
      options: { text: string; imageUrl: string | null }[];
      imageUrl: string;
    };
    expect(big.options.map((o) => o.text).sort()).toEqual(
      ['EIGHT-KEY', 'w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7'].sort(),
    );
    expect(big.options.find((o) => o.text === 'w7')?.imageUrl).toMatch(/^\/api\/files\//);
    expect(big.imageUrl).toMatch(/^\/api\/files\//);
    expect(res.body).not.toContain('correctanswer');
    expect(res.body).not.toContain('moreAnswers');
  });

  it('scores the correct option of each, whatever its place among the others', async () => {
    const { test, token, trueFalse, eight } = await twoAndEight();
    await call('/getTestQuesList', token, { testID: test.testId });
    const submit = await call('/testSubmit', token, {
      globalInfo: { testID: test.testId },
      transaction: [
        { questionID: trueFalse.questionId, response: 'TRUE-KEY' },
        { questionID: eight.questionId, response: 'w6' },
      ],
      result: {},
    });
    expect(submit.statusCode).toBe(200);
    expect(submit.json().data).toMatchObject({ achievedMarks: 1, correctAnsweredQues: 1, wrongAnsweredQues: 1 });
  });
});

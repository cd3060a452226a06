import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCourse, buildCurriculum, buildQuestion, buildSubject } from '../../test/catalogue-factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { referencedKeys } from './queries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});
afterAll(() => t.close());

describe('the upload cleanup sees every question image', () => {
  it("counts the question's own image and the images of wrong answers 4 to 7 as referred to", async () => {
    const curriculum = await buildCurriculum(t.deps.db);
    const subject = await buildSubject(t.deps.db, curriculum, { subject: 'Physics' });
    await buildCourse(t.deps.db, subject, { topic: 'Motion', chapters: ['Speed'] });
    const place = { ...curriculum, subject: 'Physics', topic: 'Motion', chapter: 'Speed' };
    await buildQuestion(t.deps.db, place, {
      imageQuestion: { fileName: 'q.png', location: 'images/qimg-1.png' },
      moreAnswers: [
        { text: 'e', image: null },
        { text: 'f', image: { fileName: 'f.png', location: 'images/more-f-1.png' } },
      ],
    });
    const found = await referencedKeys(t.deps.db, ['images/qimg-1.png', 'images/more-f-1.png', 'images/none-1.png']);
    expect([...found].sort()).toEqual(['images/more-f-1.png', 'images/qimg-1.png']);
  });
});

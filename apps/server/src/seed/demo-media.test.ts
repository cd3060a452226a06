import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withToken } from '../test/auth-helpers.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_CURRICULUM, DEMO_PASSWORD, loadDemoSchool } from './demo-school.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
  await loadDemoSchool(t.deps.db, t.deps.storage);
});
afterAll(() => t.close());

describe('the demo school lessons', () => {
  it('gives a student chapters with a playable video, a readable PDF and exercise material', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'student1@demo.kaksha.local', password: DEMO_PASSWORD },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getAllChapters',
      headers: withToken(login.json().token),
      payload: { curriculumCode: DEMO_CURRICULUM.curriculumCode, subject: 'Mathematics', topic: 'Sets and Logic' },
    });
    const [sets, logic] = res.json().data;
    expect(sets.readArr.map((f: { name: string }) => f.name)).toEqual(['Sets - notes.pdf', 'Sets - exercise.pdf']);
    expect(logic.fileLocation).toBeTruthy();
    const video = await t.app.inject({ url: sets.fileLocation, headers: { range: 'bytes=0-3' } });
    expect(video.statusCode).toBe(206);
    expect(video.rawPayload.equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toBe(true);
    const pdf = await t.app.inject({ url: sets.readArr[0].location });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.body.trimEnd().endsWith('%%EOF')).toBe(true);

    const limits = await t.app.inject({
      method: 'POST',
      url: '/api/getAllChapters',
      headers: withToken(login.json().token),
      payload: { curriculumCode: DEMO_CURRICULUM.curriculumCode, subject: 'Mathematics', topic: 'Calculus' },
    });
    expect(limits.json().data[0]).toMatchObject({ chapter: 'Limits', fileLocation: null, readArr: [] });
  });
});

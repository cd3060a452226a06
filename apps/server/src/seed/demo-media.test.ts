import { PDFDocument, PDFName } from 'pdf-lib';
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

describe('the demo school signature', () => {
  it('is set as on /admin/images, and an issued certificate carries it', async () => {
    const token = async (email: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: DEMO_PASSWORD } })).json()
        .token as string;
    const admin = withToken(await token('admin@demo.kaksha.local'));
    const shown = await t.app.inject({ method: 'GET', url: '/api/getCertificateSignature', headers: admin });
    expect(shown.json().img.imageUrl).toMatch(/^\/api\/files\/certificates\/signature-demo-[0-9a-f-]+\.png\?/);
    const student = await t.app.inject({
      method: 'POST',
      url: '/api/getStudentList',
      headers: admin,
      payload: { search: 'student2@demo' },
    });
    const userID = student.json().data[0].userID;
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/issueCertificate',
      headers: admin,
      payload: { userID, curriculumCode: DEMO_CURRICULUM.curriculumCode, reason: 'Demo of an early certificate' },
    });
    expect(issued.statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/getCertificate',
      headers: withToken(await token('student2@demo.kaksha.local')),
      payload: { curriculumCode: DEMO_CURRICULUM.curriculumCode },
    });
    const pdf = await t.app.inject({ method: 'GET', url: mine.json().data.pdfUrl });
    expect(pdf.statusCode).toBe(200);
    const page = (await PDFDocument.load(pdf.rawPayload)).getPage(0);
    const images = page.node.Resources()?.lookup(PDFName.of('XObject')) as unknown as { keys(): unknown[] };
    expect(images.keys()).toHaveLength(1);
  });
});

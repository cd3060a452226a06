import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, users } from '../../db/schema/index.ts';
import { loginAs, withToken } from '../../test/auth-helpers.ts';
import { curriculumBody } from '../../test/catalogue-factories.ts';
import { buildAdmin, buildCurriculum, buildStudent } from '../../test/factories.ts';
import { buildTopicWithChapters } from '../../test/media-factories.ts';
import { apiCaller } from '../../test/role-tokens.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody, sampleFiles } from '../../test/upload-helpers.ts';
import { removeUnreferencedUploads } from './upload-cleanup.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await getTestApp();
  admin = await loginAs(t.app, await buildAdmin(t.deps.db));
});
afterAll(() => t.close());

const uploadIdentity = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploadIdentity',
    ...multipartBody([{ field: 'file', name: 'card.pdf', content: sampleFiles.pdf }]),
  });
  expect(res.statusCode).toBe(200);
  return res.json().identityUrl as string;
};
const uploadImage = async () => {
  const body = multipartBody([{ field: 'upfile', name: 'cover.png', content: sampleFiles.png }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/profile/upload-file',
    payload: body.payload,
    headers: { ...body.headers, ...withToken(admin) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().location as string;
};
const post = (url: string, token: string, payload: unknown) => apiCaller(t)(url, token, payload);

describe('a stored key is taken only where its kind belongs', () => {
  it('refuses an identity document as a chapter video, a course chapter video, a picture or a reading file', async () => {
    const identity = await uploadIdentity();
    const topic = await buildTopicWithChapters(t.deps.db);
    const ref = { curriculumCode: topic.curriculumCode, subject: topic.subject, topic: topic.topic, chapter: 'Motion' };
    const attempts = [
      ['/submitVideo', 'location', { ...ref, fileName: 'v.webm', location: identity }],
      ['/submitRead', 'location', { ...ref, fileName: 'a.pdf', location: identity }],
      ['/createCurriculum', 'image.location', curriculumBody({ image: { location: identity } })],
      ['/updateImage', 'imageUrl', { type: 'logo', imageUrl: identity }],
      [
        '/createCourse',
        'chapters.0.fileLocation',
        {
          curriculumCode: topic.curriculumCode,
          subject: topic.subject,
          topic: 'Optics',
          topicInfo: 'Light',
          chapters: [{ chapter: 'Lenses', chapterInfo: 'Lenses', fileLocation: identity }],
        },
      ],
    ] as const;
    for (const [url, field, body] of attempts) {
      const res = await post(url, admin, body);
      expect(res.statusCode, url).toBe(400);
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        url,
      ).toContain(field);
    }
  });

  it('shows an identity document to staff who manage people, never to its owner or a student', async () => {
    const identity = await uploadIdentity();
    const student = await buildStudent(t.deps.db, { identityUrl: identity });
    const studentToken = await loginAs(t.app, student);
    const own = await t.app.inject({ url: `/api/getUserprofile/${student.id}`, headers: withToken(studentToken) });
    expect(own.statusCode).toBe(200);
    expect(own.json().userInfo.identityUrl).toBeNull();
    const staff = await t.app.inject({ url: `/api/getUserprofile/${student.id}`, headers: withToken(admin) });
    expect(staff.json().userInfo.identityUrl).toMatch(/^\/api\/files\/private\/identity\/.+\?exp=/);
    // The acceptance and student screens read it from the people calls.
    const listed = await post('/getStudentList', admin, { userID: student.id });
    expect(listed.json().data[0].identityUrl).toMatch(/^\/api\/files\/private\/identity\/.+\?exp=/);
  });

  it('never signs a link to a private file for a catalogue row, even one written around the contract', () => {
    expect(t.deps.fileUrls.urlFor('private/identity/0f3a.pdf')).toBe('');
    expect(t.deps.fileUrls.urlFor('files/0f3a.pdf')).toMatch(/^\/api\/files\/files\/0f3a\.pdf\?exp=/);
  });
});

describe('uploads nothing refers to', () => {
  it('are removed a day after they arrived; referenced ones stay', async () => {
    const abandoned = await uploadIdentity();
    const kept = await uploadImage();
    await buildCurriculum(t.deps.db, { image: { location: kept, fieldname: 'upfile' } });
    const registered = await uploadIdentity();
    await t.deps.db
      .update(users)
      .set({ identityUrl: registered })
      .where(eq(users.id, (await buildStudent(t.deps.db)).id));

    // An hour later nothing is removed: the form may still be open.
    expect(await removeUnreferencedUploads(t.deps.db, t.deps.storage, new Date(Date.now() + 3600_000))).toBe(0);
    expect(await t.deps.storage.stat(abandoned)).not.toBeNull();

    const removed = await removeUnreferencedUploads(t.deps.db, t.deps.storage, new Date(Date.now() + 25 * 3600_000));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await t.deps.storage.stat(abandoned)).toBeNull();
    expect(await t.deps.storage.stat(kept)).not.toBeNull();
    expect(await t.deps.storage.stat(registered)).not.toBeNull();
    expect(await t.deps.db.select().from(uploads)).toEqual([]);
  });
});

import { messages } from '@kaksha/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters } from '../../db/schema/index.ts';
import { loginAs, withToken } from '../../test/auth-helpers.ts';
import { buildAdmin, buildStudent, enrol } from '../../test/factories.ts';
import { type BuiltTopic, buildTopicWithChapters } from '../../test/media-factories.ts';
import { sampleWebm, sampleZip } from '../../test/media-samples.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody, sampleFiles } from '../../test/upload-helpers.ts';

let t: TestApp;
let admin: string;
let student: string;
let topic: BuiltTopic;

beforeAll(async () => {
  t = await getTestApp();
  topic = await buildTopicWithChapters(t.deps.db, { chapters: ['Motion', 'Forces', 'Energy', 'Waves'] });
  const s = await buildStudent(t.deps.db);
  await enrol(t.deps.db, s, topic.curriculumCode);
  [admin, student] = await Promise.all([loginAs(t.app, await buildAdmin(t.deps.db)), loginAs(t.app, s)]);
});
afterAll(() => t.close());

const post = (url: string, token: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: token ? withToken(token) : {}, payload });

async function uploadAs(path: string, field: string, name: string, content: Buffer): Promise<string> {
  const body = multipartBody([{ field, name, content }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/profile/${path}`,
    payload: body.payload,
    headers: { ...body.headers, ...withToken(admin) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().location;
}

const ref = (chapter: string) => ({
  curriculumCode: topic.curriculumCode,
  subject: topic.subject,
  topic: topic.topic,
  chapter,
});

async function addVideo(chapter: string) {
  const location = await uploadAs('video-upload', 'profileImage', 'lesson.webm', sampleWebm);
  const res = await post('/submitVideo', admin, { ...ref(chapter), fileName: 'lesson.webm', location });
  expect(res.statusCode).toBe(200);
  return { location, video: res.json().data };
}

describe('videos', () => {
  it("attaches an uploaded video to a chapter and sets the chapter's fileLocation", async () => {
    const { location, video } = await addVideo('Motion');
    expect(video).toMatchObject({
      chapter: 'Motion',
      curriculum: topic.curriculum,
      fileName: 'lesson.webm',
      readArr: [],
    });
    const [row] = await t.deps.db
      .select()
      .from(chapters)
      .where(eq(chapters.id, topic.chapters[0]?.id ?? ''));
    expect(row?.fileLocation).toBe(location);

    const list = await post('/videosList', admin, {});
    expect(list.json().data.map((v: { videoID: string }) => v.videoID)).toContain(video.videoID);
    const one = await post('/getvideo', admin, { videoID: video.videoID });
    expect(one.json().data.chapter).toBe('Motion');
    const ofTopic = await post('/getVideoList', admin, {
      curriculumCode: topic.curriculumCode,
      subject: topic.subject,
    });
    expect(ofTopic.json().data).toHaveLength(1);
    const check = await post('/checkVideo', admin, ref('Motion'));
    expect(check.json().data.videoID).toBe(video.videoID);
    // The student sees it in the chapter table, and can play it.
    const seen = await post('/getAllChapters', student, { ...ref('Motion'), chapter: undefined });
    const played = await t.app.inject({ url: seen.json().data[0].fileLocation, headers: { range: 'bytes=0-3' } });
    expect(played.statusCode).toBe(206);
    expect(played.rawPayload.equals(sampleWebm.subarray(0, 4))).toBe(true);
  });

  it('refuses a second video for the chapter, a location never uploaded, and a reading file as video', async () => {
    await addVideo('Forces');
    const again = await uploadAs('video-upload', 'profileImage', 'b.webm', sampleWebm);
    const second = await post('/submitVideo', admin, { ...ref('Forces'), fileName: 'b.webm', location: again });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(messages.chapterHasVideo);
    const ghost = await post('/submitVideo', admin, {
      ...ref('Energy'),
      fileName: 'x',
      location: 'videos/nothing.webm',
    });
    expect(ghost.statusCode).toBe(400);
    const pdf = await uploadAs('upload-file', 'upfile', 'a.pdf', sampleFiles.pdf);
    expect((await post('/submitVideo', admin, { ...ref('Energy'), fileName: 'a.pdf', location: pdf })).statusCode).toBe(
      400,
    );
    const bad = await post('/submitVideo', admin, { ...ref('Energy'), fileName: 'x', location: '../../etc/passwd' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for an unknown chapter or video, and checkVideo says null when there is none', async () => {
    expect((await post('/checkVideo', admin, ref('Nope'))).statusCode).toBe(404);
    expect((await post('/checkVideo', admin, ref('Waves'))).json().data).toBeNull();
    const missing = await post('/getvideo', admin, { videoID: 'missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.videoNotFound);
  });

  it('deletes a video with its reading files, clears the chapter and removes the stored files', async () => {
    const { location, video } = await addVideo('Energy');
    const notes = await uploadAs('upload-file', 'upfile', 'notes.pdf', sampleFiles.pdf);
    await post('/submitRead', admin, { ...ref('Energy'), fileName: 'notes.pdf', location: notes });
    const res = await post('/deleteVideo', admin, { videoID: video.videoID, fileName: 'lesson.webm' });
    expect(res.statusCode).toBe(200);
    expect(await t.deps.storage.stat(location)).toBeNull();
    expect(await t.deps.storage.stat(notes)).toBeNull();
    const [row] = await t.deps.db
      .select()
      .from(chapters)
      .where(eq(chapters.id, topic.chapters[2]?.id ?? ''));
    expect(row?.fileLocation).toBeNull();
    expect((await post('/deleteVideo', admin, { videoID: video.videoID })).statusCode).toBe(404);
  });

  it('shows the chapter as it is named now, after a rename', async () => {
    const { video } = await addVideo('Energy');
    await t.deps.db
      .update(chapters)
      .set({ chapter: 'Energy and Work' })
      .where(eq(chapters.id, topic.chapters[2]?.id ?? ''));
    const one = await post('/getvideo', admin, { videoID: video.videoID });
    expect(one.json().data.chapter).toBe('Energy and Work');
    await t.deps.db
      .update(chapters)
      .set({ chapter: 'Energy' })
      .where(eq(chapters.id, topic.chapters[2]?.id ?? ''));
    await post('/deleteVideo', admin, { videoID: video.videoID });
  });

  it("keeps the video file while a copied curriculum's chapter still plays it", async () => {
    const { location, video } = await addVideo('Energy');
    const copy = await buildTopicWithChapters(t.deps.db, { chapters: ['Energy'] });
    await t.deps.db
      .update(chapters)
      .set({ fileLocation: location })
      .where(eq(chapters.id, copy.chapters[0]?.id ?? ''));
    await post('/deleteVideo', admin, { videoID: video.videoID });
    expect(await t.deps.storage.stat(location)).not.toBeNull();
  });

  it('is for admins only', async () => {
    for (const [url, body] of [
      ['/videosList', {}],
      ['/deleteVideo', { videoID: 'x' }],
      ['/getvideo', { videoID: 'x' }],
      ['/checkVideo', ref('Motion')],
      ['/submitRead', { ...ref('Motion'), fileName: 'a', location: 'files/a.pdf' }],
      ['/updateImage', { type: 'logo', imageUrl: 'files/a.png' }],
    ] as const) {
      expect((await post(url, student, body)).statusCode, url).toBe(403);
      expect((await post(url, null, body)).statusCode, url).toBe(401);
    }
  });
});

describe('reading material', () => {
  it("adds PDF and ZIP files to the chapter's video; the student gets them as signed downloads", async () => {
    await addVideo('Waves');
    const pdf = await uploadAs('upload-file', 'upfile', 'waves.pdf', sampleFiles.pdf);
    const zip = await uploadAs('upload-file', 'upfile', 'waves exercise.zip', sampleZip);
    await post('/submitRead', admin, { ...ref('Waves'), fileName: 'Waves notes.pdf', location: pdf });
    const res = await post('/submitRead', admin, { ...ref('Waves'), fileName: 'Waves exercise.zip', location: zip });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.readArr.map((f: { name: string }) => f.name)).toEqual([
      'Waves notes.pdf',
      'Waves exercise.zip',
    ]);

    const seen = await post('/getAllChapters', student, { ...ref('Waves'), chapter: undefined });
    const waves = seen.json().data.find((c: { chapter: string }) => c.chapter === 'Waves');
    const download = await t.app.inject({ url: waves.readArr[1].location });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="Waves exercise.zip"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    // A link whose signature or expiry was changed is refused.
    const url: string = waves.readArr[0].location;
    expect((await t.app.inject({ url: url.replace(/sig=[^&]+/, 'sig=forged') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: url.replace(/exp=\d+/, 'exp=1000') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: url.replace(/name=[^&]+/, 'name=other.pdf') })).statusCode).toBe(404);
  });

  it('needs a video first, and only reading kinds', async () => {
    const t2 = await buildTopicWithChapters(t.deps.db, { chapters: ['Empty'] });
    const pdf = await uploadAs('upload-file', 'upfile', 'a.pdf', sampleFiles.pdf);
    const res = await post('/submitRead', admin, {
      curriculumCode: t2.curriculumCode,
      subject: t2.subject,
      topic: t2.topic,
      chapter: 'Empty',
      fileName: 'a.pdf',
      location: pdf,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.videoNotFoundUploadFirst);
    const video = await uploadAs('video-upload', 'profileImage', 'v.webm', sampleWebm);
    const asRead = await post('/submitRead', admin, { ...ref('Motion'), fileName: 'v.webm', location: video });
    expect(asRead.statusCode).toBe(400);
    expect(asRead.json().errors[0]).toEqual({ field: 'location', message: messages.readingFileType });
    expect((await post('/submitRead', admin, { ...ref('Motion'), fileName: '', location: pdf })).statusCode).toBe(400);
  });
});

describe('logo', () => {
  it('makes an uploaded PNG the logo, served to anyone without a signature', async () => {
    const png = await uploadAs('upload-file', 'upfile', 'logo.png', sampleFiles.png);
    const res = await post('/updateImage', admin, { type: 'logo', imageUrl: png });
    expect(res.statusCode).toBe(200);
    const { imageUrl } = res.json().img;
    expect(imageUrl).toMatch(/^\/api\/files\/public\/logo-[0-9a-f-]+\.png$/);
    const logo = await t.app.inject({ url: '/api/getImage/logo' });
    expect(logo.json().img.imageUrl).toBe(imageUrl);
    const image = await t.app.inject({ url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(sampleFiles.png)).toBe(true);
  });

  it('replaces the logo (removing the old public copy) and goes back to the Kaksha name', async () => {
    const first = await uploadAs('upload-file', 'upfile', 'a.png', sampleFiles.png);
    const old = (await post('/updateImage', admin, { type: 'logo', imageUrl: first })).json().img.imageUrl;
    const second = await uploadAs('upload-file', 'upfile', 'b.png', sampleFiles.png);
    await post('/updateImage', admin, { type: 'logo', imageUrl: second });
    expect((await t.app.inject({ url: old })).statusCode).toBe(404);
    const removed = await post('/updateImage', admin, { type: 'logo', imageUrl: null });
    expect(removed.json().img.imageUrl).toBeNull();
    expect((await t.app.inject({ url: '/api/getImage/logo' })).json().img.imageUrl).toBeNull();
  });

  it('refuses a PDF, a file never uploaded, and another type', async () => {
    const pdf = await uploadAs('upload-file', 'upfile', 'a.pdf', sampleFiles.pdf);
    expect((await post('/updateImage', admin, { type: 'logo', imageUrl: pdf })).statusCode).toBe(400);
    expect((await post('/updateImage', admin, { type: 'logo', imageUrl: 'files/none.png' })).statusCode).toBe(400);
    expect((await post('/updateImage', admin, { type: 'banner', imageUrl: 'files/none.png' })).statusCode).toBe(400);
  });
});

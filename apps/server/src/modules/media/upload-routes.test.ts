import { messages } from '@kaksha/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withToken } from '../../test/auth-helpers.ts';
import { buildAdmin, buildStudent, buildTeacher } from '../../test/factories.ts';
import { sampleMp4, sampleWebm, sampleZip } from '../../test/media-samples.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody, sampleFiles } from '../../test/upload-helpers.ts';

let t: TestApp;
let admin: string;
let student: string;
let teacher: string;

beforeAll(async () => {
  // A 1 MB video limit, so the size limit can be seen without a large file.
  t = await getTestApp({ VIDEO_MAX_MB: '1' });
  [admin, student, teacher] = await Promise.all([
    loginAs(t.app, await buildAdmin(t.deps.db)),
    loginAs(t.app, await buildStudent(t.deps.db)),
    loginAs(t.app, await buildTeacher(t.deps.db)),
  ]);
});
afterAll(() => t.close());

type Part = { field: string; name: string; content: Buffer };
const upload = (path: string, token: string | null, parts: Part[]) => {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/profile/${path}`,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? withToken(token) : {}) },
  });
};

describe('POST /api/profile/video-upload', () => {
  it('stores a WebM and an MP4 under server-chosen names, seekable by range', async () => {
    const res = await upload('video-upload', admin, [
      { field: 'profileImage', name: 'Lesson 1.webm', content: sampleWebm },
    ]);
    expect(res.statusCode).toBe(200);
    const file = res.json();
    expect(file).toMatchObject({
      status: true,
      fileName: 'Lesson 1.webm',
      fieldname: 'profileImage',
      mime: 'video/webm',
    });
    expect(file.location).toMatch(/^videos\/[0-9a-f-]{36}\.webm$/);

    const ranged = await t.app.inject({ url: file.url, headers: { range: 'bytes=100-199' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 100-199/${sampleWebm.length}`);
    expect(ranged.rawPayload.equals(sampleWebm.subarray(100, 200))).toBe(true);

    const mp4 = await upload('video-upload', admin, [{ field: 'profileImage', name: 'clip.MP4', content: sampleMp4 }]);
    expect(mp4.json().location).toMatch(/^videos\/.+\.mp4$/);
  });

  it('refuses a program renamed .mp4, a PDF, and a video over VIDEO_MAX_MB', async () => {
    const exe = await upload('video-upload', admin, [
      { field: 'profileImage', name: 'x.mp4', content: sampleFiles.exe },
    ]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe('Please upload an MP4 or WebM video');
    const pdf = await upload('video-upload', admin, [
      { field: 'profileImage', name: 'x.pdf', content: sampleFiles.pdf },
    ]);
    expect(pdf.statusCode).toBe(400);
    const big = Buffer.concat([sampleWebm, Buffer.alloc(1024 * 1024, 1)]);
    const tooBig = await upload('video-upload', admin, [{ field: 'profileImage', name: 'big.webm', content: big }]);
    expect(tooBig.statusCode).toBe(413);
  });

  it('is for admins only', async () => {
    const parts = [{ field: 'profileImage', name: 'a.webm', content: sampleWebm }];
    expect((await upload('video-upload', student, parts)).statusCode).toBe(403);
    expect((await upload('video-upload', teacher, parts)).statusCode).toBe(403);
    expect((await upload('video-upload', null, parts)).statusCode).toBe(401);
  });
});

describe('POST /api/profile/upload-file', () => {
  it('takes PDF, PNG, JPG and ZIP reading files', async () => {
    for (const [name, content] of [
      ['notes.pdf', sampleFiles.pdf],
      ['diagram.png', sampleFiles.png],
      ['exercises.zip', sampleZip],
    ] as const) {
      const res = await upload('upload-file', admin, [{ field: 'upfile', name, content }]);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().location).toMatch(/^files\//);
    }
  });

  it('refuses an .exe renamed .pdf with a clear message, and a real .exe with the spec message', async () => {
    const renamed = await upload('upload-file', admin, [
      { field: 'upfile', name: 'notes.pdf', content: sampleFiles.exe },
    ]);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe("The file's content is not a PDF file");
    const exe = await upload('upload-file', admin, [{ field: 'upfile', name: 'setup.exe', content: sampleFiles.exe }]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe(messages.readingFileType);
  });

  it('is for admins only', async () => {
    const parts = [{ field: 'upfile', name: 'a.pdf', content: sampleFiles.pdf }];
    expect((await upload('upload-file', student, parts)).statusCode).toBe(403);
  });
});

describe('POST /api/profile/upload-file-pdf', () => {
  it('takes a PDF and nothing else', async () => {
    const ok = await upload('upload-file-pdf', admin, [{ field: 'upfile', name: 'a.pdf', content: sampleFiles.pdf }]);
    expect(ok.statusCode).toBe(200);
    const png = await upload('upload-file-pdf', admin, [{ field: 'upfile', name: 'a.png', content: sampleFiles.png }]);
    expect(png.statusCode).toBe(400);
    expect(png.json().message).toBe('Please upload a PDF');
    const teacherTry = await upload('upload-file-pdf', teacher, [
      { field: 'upfile', name: 'a.pdf', content: sampleFiles.pdf },
    ]);
    expect(teacherTry.statusCode).toBe(403);
  });
});

describe('POST /api/profile/multiple-file-upload', () => {
  const image = (i: number) => ({ field: 'uploadImages', name: `img${i}.png`, content: sampleFiles.png });

  it('answers locationArray and filesArray with key for up to 4 images', async () => {
    const res = await upload('multiple-file-upload', admin, [image(1), image(2), image(3), image(4)]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.locationArray).toHaveLength(4);
    expect(body.filesArray[0]).toMatchObject({ key: body.locationArray[0], fileName: 'img1.png' });
  });

  it('refuses a fifth image, a non-image, and an image over 2 MB', async () => {
    expect((await upload('multiple-file-upload', admin, [1, 2, 3, 4, 5].map(image))).statusCode).toBe(400);
    const pdf = { field: 'uploadImages', name: 'a.pdf', content: sampleFiles.pdf };
    expect((await upload('multiple-file-upload', admin, [pdf])).statusCode).toBe(400);
    const big = {
      field: 'uploadImages',
      name: 'big.png',
      content: Buffer.concat([sampleFiles.png, Buffer.alloc(2 * 1024 * 1024)]),
    };
    expect((await upload('multiple-file-upload', admin, [big])).statusCode).toBe(413);
    expect((await upload('multiple-file-upload', student, [image(1)])).statusCode).toBe(403);
  });
});

import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeUnreferencedUploads } from '../../modules/media/upload-cleanup.ts';
import { loginAs, withToken } from '../../test/auth-helpers.ts';
import { buildAdmin, buildCurriculum } from '../../test/factories.ts';
import { type LocalS3, startLocalS3 } from '../../test/local-s3.ts';
import { sampleWebm } from '../../test/media-samples.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody, sampleFiles } from '../../test/upload-helpers.ts';

/**
 * Uploads through the whole server into a real S3-compatible bucket (s3rver on 127.0.0.1,
 * started here): stored under the server's key, served by signed link with ranges, and removed
 * by the cleanup job when nothing refers to them. The adapter's unit tests mock the SDK; this
 * one checks that the requests it sends are ones an S3 service accepts.
 */
let s3: LocalS3;
let t: TestApp;
let admin: string;
let bucket: S3Client;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await getTestApp(s3.env);
  admin = await loginAs(t.app, await buildAdmin(t.deps.db));
  bucket = new S3Client({
    region: s3.env.S3_REGION,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY ?? '' },
  });
});
afterAll(async () => {
  bucket?.destroy();
  await t?.close();
  await s3?.close();
});

const upload = async (path: string, part: { field: string; name: string; content: Buffer }) => {
  const body = multipartBody([part]);
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    payload: body.payload,
    headers: { ...body.headers, ...withToken(admin) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { location?: string; url?: string; identityUrl?: string };
};

const inBucket = async (key: string) => {
  try {
    await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
};

describe('uploads in an S3-compatible bucket', () => {
  it('stores a video in the bucket under its server-chosen key, byte for byte', async () => {
    const video = await upload('/api/profile/video-upload', {
      field: 'profileImage',
      name: 'Lesson 1.webm',
      content: sampleWebm,
    });
    expect(video.location).toMatch(/^videos\/[0-9a-f-]{36}\.webm$/);
    const stored = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: video.location }));
    expect(Buffer.from((await stored.Body?.transformToByteArray()) ?? []).equals(sampleWebm)).toBe(true);
  });

  it('serves it through its signed link, whole and by byte range', async () => {
    const video = await upload('/api/profile/video-upload', {
      field: 'profileImage',
      name: 'a.webm',
      content: sampleWebm,
    });
    const whole = await t.app.inject({ url: video.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(sampleWebm)).toBe(true);

    const ranged = await t.app.inject({ url: video.url, headers: { range: 'bytes=100-199' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 100-199/${sampleWebm.length}`);
    expect(ranged.rawPayload.equals(sampleWebm.subarray(100, 200))).toBe(true);

    const tampered = await t.app.inject({ url: `${video.url}x` });
    expect(tampered.statusCode).not.toBe(200);
  });

  it('lets the cleanup job delete from the bucket an upload nothing refers to, and keep a referenced one', async () => {
    const abandoned = await upload('/api/uploadIdentity', {
      field: 'file',
      name: 'card.pdf',
      content: sampleFiles.pdf,
    });
    const image = await upload('/api/profile/upload-file', {
      field: 'upfile',
      name: 'cover.png',
      content: sampleFiles.png,
    });
    const abandonedKey = abandoned.identityUrl ?? '';
    const keptKey = image.location ?? '';
    await buildCurriculum(t.deps.db, { image: { location: keptKey, fieldname: 'upfile' } });
    expect(await inBucket(abandonedKey)).toBe(true);

    const removed = await removeUnreferencedUploads(t.deps.db, t.deps.storage, new Date(Date.now() + 25 * 3600_000));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await inBucket(abandonedKey)).toBe(false);
    expect(await t.deps.storage.stat(abandonedKey)).toBeNull();
    expect(await inBucket(keptKey)).toBe(true);
  });
});

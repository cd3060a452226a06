import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createStorage } from '../../create-deps.ts';
import { testConfig } from '../../test/test-app.ts';
import { createS3Client, createS3Storage } from './s3-storage.ts';

const s3 = mockClient(S3Client);
afterEach(() => s3.reset());
// mockClient stubs S3Client's prototype, and the server's test files share their modules
// (isolate: false): without this, a later file's real bucket would answer with the stub.
afterAll(() => s3.restore());

const storage = () =>
  createS3Storage(
    createS3Client({ bucket: 'kaksha-files', region: 'ap-south-1', forcePathStyle: true, endpoint: 'http://s3.test' }),
    'kaksha-files',
  );

const notFound = () =>
  new S3ServiceException({ name: 'NotFound', $fault: 'client', $metadata: { httpStatusCode: 404 }, message: '' });

describe('S3-compatible storage', () => {
  it('writes a stream once, with its length, to the bucket and key', async () => {
    const sent: { body: string; input: Record<string, unknown> }[] = [];
    s3.on(PutObjectCommand).callsFake(async (input) => {
      sent.push({ body: await text(input.Body as Readable), input });
      return {};
    });
    const size = await storage().write('media/videos/intro.mp4', Readable.from([Buffer.from('hello '), 'world']));
    expect(size).toBe(11);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toBe('hello world');
    expect(sent[0]?.input).toMatchObject({
      Bucket: 'kaksha-files',
      Key: 'media/videos/intro.mp4',
      ContentLength: 11,
      IfNoneMatch: '*',
    });
  });

  it('refuses a key the server would never make, before any request', async () => {
    await expect(storage().write('../etc/passwd', Readable.from(['x']))).rejects.toThrow(/unsafe storage key/);
    expect(await storage().stat('/absolute.pdf')).toBeNull();
    expect(s3.calls()).toHaveLength(0);
  });

  it('streams a whole file or an inclusive byte range', async () => {
    // The SDK's body in Node is a Readable (with helpers this adapter does not use).
    s3.on(GetObjectCommand).callsFake((input: { Range?: string }) => ({
      Body: Readable.from([input.Range ? 'part' : 'whole file']),
    }));
    expect(await text(storage().read('private/identity/a.pdf'))).toBe('whole file');
    expect(await text(storage().read('private/identity/a.pdf', { start: 2, end: 5 }))).toBe('part');
    const ranges = s3.commandCalls(GetObjectCommand).map((c) => c.args[0].input);
    expect(ranges).toEqual([
      { Bucket: 'kaksha-files', Key: 'private/identity/a.pdf', Range: undefined },
      { Bucket: 'kaksha-files', Key: 'private/identity/a.pdf', Range: 'bytes=2-5' },
    ]);
  });

  it('ends a read stream with the error of a missing object', async () => {
    s3.on(GetObjectCommand).rejects(notFound());
    await expect(text(storage().read('media/gone.mp4'))).rejects.toThrow();
  });

  it('stats an object, and answers null for a missing one', async () => {
    const modified = new Date('2026-11-01T00:00:00Z');
    s3.on(HeadObjectCommand, { Key: 'media/a.png' }).resolves({ ContentLength: 42, LastModified: modified });
    s3.on(HeadObjectCommand, { Key: 'media/none.png' }).rejects(notFound());
    expect(await storage().stat('media/a.png')).toEqual({ size: 42, modified });
    expect(await storage().stat('media/none.png')).toBeNull();
  });

  it('removes an object by key', async () => {
    s3.on(DeleteObjectCommand).resolves({});
    await storage().remove('media/a.png');
    expect(s3.commandCalls(DeleteObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'kaksha-files',
      Key: 'media/a.png',
    });
  });
});

describe('choosing the storage', () => {
  it('uses the bucket when S3_BUCKET is set, and the folder otherwise', async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: 1, LastModified: new Date(0) });
    const bucket = createStorage(testConfig({ S3_BUCKET: 'school-uploads', S3_FORCE_PATH_STYLE: 'true' }));
    expect(await bucket.stat('media/a.png')).toEqual({ size: 1, modified: new Date(0) });
    expect(s3.commandCalls(HeadObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'school-uploads',
      Key: 'media/a.png',
    });
    s3.reset();
    const folder = createStorage(testConfig());
    expect(await folder.stat('media/none-here.png')).toBeNull();
    expect(s3.calls()).toHaveLength(0);
  });
});

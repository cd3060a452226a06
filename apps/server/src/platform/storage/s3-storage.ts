import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type FileStorage, isSafeKey } from './file-storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, Spaces...); AWS itself when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path rather than the host name: most self-hosted services need it. */
  forcePathStyle: boolean;
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // The SDK's default sends a streamed body in AWS's chunked encoding with a trailing CRC
    // checksum, which many S3-compatible services (older MinIO, s3rver, some gateways) store
    // verbatim, chunk headers and all. With an endpoint of its own, checksums are sent only where
    // an operation requires them; the body goes plain, with its length.
    ...(settings.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
    // Without keys the SDK's own chain applies (instance roles, AWS_* variables).
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
}

const checked = (key: string) => {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
};

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Uploads in a bucket, so that every instance serves every file. Same contract as the folder:
 * keys are the server's, a key is written once (a second write of it fails), reads stream.
 */
export function createS3Storage(client: S3Client, bucket: string): FileStorage {
  return {
    async write(key, source) {
      // S3 needs the length of a streamed body up front, and an upload's length is known only
      // at its end: the file goes to a temporary one first (uploads are capped by the receiver).
      const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'kaksha-s3-'));
      const file = path.join(dir, 'upload');
      try {
        await pipeline(source, fs.createWriteStream(file));
        const { size } = await fsp.stat(file);
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: checked(key),
            Body: fs.createReadStream(file),
            ContentLength: size,
            // Written once, like the folder's exclusive create: never replaces a stored file.
            IfNoneMatch: '*',
          }),
        );
        return size;
      } finally {
        await fsp.rm(dir, { recursive: true, force: true });
      }
    },

    read(key, range) {
      // The interface answers a stream at once; the object's body is piped in when it arrives.
      const out = new PassThrough();
      const fetchBody = async () => {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: checked(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return answer.Body as Readable | undefined;
      };
      fetchBody().then(
        (body) => {
          if (!body) return out.end();
          body.on('error', (error) => out.destroy(error));
          body.pipe(out);
        },
        (error: unknown) => out.destroy(error as Error),
      );
      return out;
    },

    async stat(key) {
      if (!isSafeKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      // Deleting a missing object succeeds in S3, as `rm --force` does for the folder.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
    },
  };
}

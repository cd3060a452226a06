import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type FileStorage, isSafeKey } from '../storage/file-storage.ts';

export interface UploadFile {
  key: string;
  file: string;
  size: number;
}

export interface CopiedUploads {
  files: number;
  bytes: number;
  /** Already in the bucket with the same contents (a move run again after a failure). */
  alreadyThere: number;
  /** Files in the folder that are not uploads Kaksha made (no row can refer to them): left out. */
  leftOut: string[];
}

const sha256 = async (stream: Readable) => {
  const hash = crypto.createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** Every file under the uploads folder, with the key the server stored it under. */
export async function listUploads(root: string): Promise<{ uploads: UploadFile[]; leftOut: string[] }> {
  const uploads: UploadFile[] = [];
  const leftOut: string[] = [];
  if (!fs.existsSync(root)) return { uploads, leftOut };
  for (const entry of await fsp.readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(root, file).split(path.sep).join('/');
    if (!isSafeKey(key)) {
      leftOut.push(key);
      continue;
    }
    uploads.push({ key, file, size: (await fsp.stat(file)).size });
  }
  uploads.sort((a, b) => a.key.localeCompare(b.key));
  return { uploads, leftOut };
}

/**
 * Copies every upload of the folder `root` into `storage` (the bucket) under the same key, then
 * reads each one back from the bucket and compares its SHA-256 with the file's. A key already
 * in the bucket is kept when its contents are the same and refused when they differ.
 */
export async function copyUploads(
  root: string,
  storage: FileStorage,
  report: (line: string) => void,
): Promise<CopiedUploads> {
  const { uploads, leftOut } = await listUploads(root);
  const bytes = uploads.reduce((n, u) => n + u.size, 0);
  report(`Copying ${uploads.length} uploads (${(bytes / 1e6).toFixed(1)} MB) from ${root}:`);
  for (const key of leftOut) report(`  left out (not a file Kaksha stored): ${key}`);
  const local = new Map<string, string>();
  let alreadyThere = 0;
  let done = 0;
  let reportedAt = Date.now();
  for (const upload of uploads) {
    const digest = await sha256(fs.createReadStream(upload.file));
    local.set(upload.key, digest);
    if (await storage.stat(upload.key)) {
      if ((await sha256(storage.read(upload.key))) !== digest) {
        throw new Error(`the bucket already holds ${upload.key} with other contents; it was left as it is`);
      }
      alreadyThere++;
    } else {
      await storage.write(upload.key, fs.createReadStream(upload.file));
    }
    done++;
    if (Date.now() - reportedAt >= 2000 && done < uploads.length) {
      report(`  ${done} of ${uploads.length} files`);
      reportedAt = Date.now();
    }
  }
  report(
    `  ${uploads.length - alreadyThere} files copied${alreadyThere ? `, ${alreadyThere} already in the bucket with the same contents` : ''}`,
  );

  report('Reading every upload back from the bucket to compare checksums...');
  for (const upload of uploads) {
    const stored = await storage.stat(upload.key);
    if (stored?.size !== upload.size) {
      throw new Error(
        `${upload.key}: ${stored ? `${stored.size} bytes` : 'missing'} in the bucket, ${upload.size} on disk`,
      );
    }
    if ((await sha256(storage.read(upload.key))) !== local.get(upload.key)) {
      throw new Error(`${upload.key}: the bucket's copy differs from the file on disk`);
    }
  }
  return { files: uploads.length, bytes, alreadyThere, leftOut };
}

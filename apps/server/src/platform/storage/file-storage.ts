import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { STORAGE_KEY_PATTERN } from '@kaksha/contracts/stored-keys';

/** Where uploaded files live. The embedded default is a folder; an S3 bucket can take its place. */
export interface FileStorage {
  /** Streams `source` to `key`; answers the bytes written. */
  write(key: string, source: Readable): Promise<number>;
  /** A stream of the file, or of the inclusive byte range. */
  read(key: string, range?: { start: number; end: number }): Readable;
  stat(key: string): Promise<{ size: number; modified: Date } | null>;
  remove(key: string): Promise<void>;
}

/** Keys are made by the server; anything else (`..`, absolute paths) is refused outright. */
export const isSafeKey = (key: string) => key.length <= 200 && STORAGE_KEY_PATTERN.test(key);

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async write(key, source) {
      const file = resolve(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await pipeline(source, fs.createWriteStream(file, { flags: 'wx' }));
      return (await fsp.stat(file)).size;
    },
    read: (key, range) => fs.createReadStream(resolve(key), range ? { start: range.start, end: range.end } : {}),
    async stat(key) {
      if (!isSafeKey(key)) return null;
      try {
        const s = await fsp.stat(resolve(key));
        return s.isFile() ? { size: s.size, modified: s.mtime } : null;
      } catch {
        return null;
      }
    },
    async remove(key) {
      await fsp.rm(resolve(key), { force: true });
    },
  };
}

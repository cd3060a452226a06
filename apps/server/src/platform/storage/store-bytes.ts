import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { extensionOf, FILE_KINDS, fileTooLarge, kindOfName, type UploadRule } from '@kaksha/contracts/uploads';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import { contentMatches } from './file-kinds.ts';
import type { FileStorage } from './file-storage.ts';

const kindList = (rule: Pick<UploadRule, 'kinds'>) => rule.kinds.map((k) => k.toUpperCase()).join(', ');

/**
 * Why a file that arrived inside another (an image in a question file) breaks an upload rule, or
 * null: its name's kind, its size, and its content checked like every upload's.
 */
export async function bytesProblem(
  name: string,
  bytes: Buffer,
  rule: Pick<UploadRule, 'kinds' | 'maxBytes'>,
): Promise<string | null> {
  const kind = kindOfName(name, rule.kinds);
  if (!kind) return `The image "${name}" is not a ${kindList(rule)} file`;
  if (bytes.length > rule.maxBytes) return `The image "${name}": ${fileTooLarge(rule.maxBytes)}`;
  const detected = await fileTypeFromBuffer(bytes.subarray(0, 4100));
  if (!contentMatches(kind, detected?.ext))
    return `The content of the image "${name}" is not a ${kind.toUpperCase()} file`;
  return null;
}

/**
 * Stores checked bytes under a server-chosen name in `prefix`, recorded as an upload so that, if
 * nothing comes to refer to it (the change that wanted it failed), the cleanup removes it.
 */
export async function storeBytes(
  db: Db,
  storage: FileStorage,
  prefix: string,
  name: string,
  bytes: Buffer,
): Promise<{ location: string; fileName: string; mime: string }> {
  const ext = extensionOf(name);
  const location = `${prefix}/${crypto.randomUUID()}.${ext}`;
  await db.insert(uploads).values({ key: location }).onConflictDoNothing();
  await storage.write(location, Readable.from([bytes]));
  const kind = Object.values(FILE_KINDS).find((k) => (k.extensions as readonly string[]).includes(ext));
  return { location, fileName: name, mime: kind?.mime ?? 'application/octet-stream' };
}

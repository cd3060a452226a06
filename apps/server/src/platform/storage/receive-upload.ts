import crypto from 'node:crypto';
import { Transform } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { extensionOf, FILE_KINDS, type FileKind, fileTooLarge, kindOfName, type UploadRule } from '@kaksha/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { AppDeps } from '../../deps.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { contentMatches } from './file-kinds.ts';

/** A contract's upload rule (packages/contracts/src/uploads.ts) and where its files are kept. */
export interface UploadRules
  extends Pick<UploadRule, 'field' | 'kinds' | 'maxBytes' | 'wrongContentMessage'>,
    Partial<Pick<UploadRule, 'maxFiles' | 'wrongKindMessage'>> {
  /** Folder of the server-chosen name, e.g. 'reading', 'videos', 'public/logo'. */
  prefix: string;
}

export interface ReceivedFile {
  /** What to store; present it with `deps.fileUrls.urlFor(location)`. */
  location: string;
  /** The name the user's file had, for showing and for downloads. */
  fileName: string;
  fieldname: string;
  size: number;
  mime: string;
}

const HEADER_BYTES = 4100;
export const tooLarge = (maxBytes: number) => new HttpError(413, fileTooLarge(maxBytes));

const kindList = (kinds: readonly FileKind[]) => kinds.map((k) => k.toUpperCase()).join(', ');

/** Copies the first bytes aside while the file streams on to storage. */
function headerTap() {
  const chunks: Buffer[] = [];
  let length = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (length < HEADER_BYTES) {
        chunks.push(chunk);
        length += chunk.length;
      }
      done(null, chunk);
    },
  });
  return { tap, header: () => Buffer.concat(chunks).subarray(0, HEADER_BYTES) };
}

const isFileTooLarge = (e: unknown) => (e as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE';

/** Streams one part to storage under a server-chosen name, then checks its content. */
async function storePart(part: MultipartFile, deps: AppDeps, rules: UploadRules): Promise<ReceivedFile> {
  const wrongType = rules.wrongKindMessage ?? `Please upload a file of type ${kindList(rules.kinds)}`;
  if (part.fieldname !== rules.field) {
    part.file.resume();
    throw badRequest(`The file must be sent in the field "${rules.field}"`);
  }
  const kind = kindOfName(part.filename, rules.kinds);
  if (!kind) {
    part.file.resume();
    throw badRequest(wrongType);
  }
  const location = `${rules.prefix}/${crypto.randomUUID()}.${extensionOf(part.filename)}`;
  const { tap, header } = headerTap();
  let size: number;
  try {
    size = await deps.storage.write(location, part.file.pipe(tap));
  } catch (e) {
    await deps.storage.remove(location);
    if (isFileTooLarge(e)) throw tooLarge(rules.maxBytes);
    throw e;
  }
  if (part.file.truncated) {
    await deps.storage.remove(location);
    throw tooLarge(rules.maxBytes);
  }
  const detected = await fileTypeFromBuffer(header());
  if (!contentMatches(kind, detected?.ext)) {
    await deps.storage.remove(location);
    throw badRequest(rules.wrongContentMessage ?? `The file's content is not a ${kind.toUpperCase()} file`);
  }
  return { location, fileName: part.filename, fieldname: part.fieldname, size, mime: FILE_KINDS[kind].mime };
}

function multipartError(e: unknown, maxBytes: number): unknown {
  const code = (e as { code?: string })?.code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest('Send the file as multipart/form-data');
  if (code === 'FST_FILES_LIMIT') return badRequest('Too many files');
  if (isFileTooLarge(e)) return tooLarge(maxBytes);
  return e;
}

/** Receives exactly one file of an allowed kind and size; 400 or 413 with a clear message otherwise. */
export async function receiveUpload(req: FastifyRequest, deps: AppDeps, rules: UploadRules): Promise<ReceivedFile> {
  try {
    const part = await req.file({ limits: { fileSize: rules.maxBytes, files: 1 } });
    if (!part) throw badRequest('Choose a file to upload');
    return await storePart(part, deps, rules);
  } catch (e) {
    throw multipartError(e, rules.maxBytes);
  }
}

/** Receives up to `maxFiles` files; if one is refused, the ones already stored are removed. */
export async function receiveUploads(req: FastifyRequest, deps: AppDeps, rules: UploadRules): Promise<ReceivedFile[]> {
  const received: ReceivedFile[] = [];
  try {
    for await (const part of req.files({ limits: { fileSize: rules.maxBytes, files: rules.maxFiles ?? 1 } })) {
      received.push(await storePart(part, deps, rules));
    }
    if (!received.length) throw badRequest('Choose a file to upload');
    return received;
  } catch (e) {
    await Promise.all(received.map((f) => deps.storage.remove(f.location)));
    throw multipartError(e, rules.maxBytes);
  }
}

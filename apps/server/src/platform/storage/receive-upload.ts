import crypto from 'node:crypto';
import { Transform } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { messages } from '@kaksha/contracts/messages';
import { hasRefusedCharacters } from '@kaksha/contracts/text';
import {
  extensionOf,
  FILE_KINDS,
  type FileKind,
  fileTooLarge,
  kindOfName,
  type UploadRule,
} from '@kaksha/contracts/uploads';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { uploads } from '../../db/schema/index.ts';
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

/** The storage failed while the body was fine: the server's fault, a 500. */
class StorageFailed extends Error {
  constructor(cause: unknown) {
    super('storing an upload failed', { cause });
  }
}

const isFileTooLarge = (e: unknown) => (e as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE';

/** Streams one part to storage under a server-chosen name, then checks its content. */
async function storePart(part: MultipartFile, deps: AppDeps, rules: UploadRules): Promise<ReceivedFile> {
  const wrongType = rules.wrongKindMessage ?? `Please upload a file of type ${kindList(rules.kinds)}`;
  if (part.fieldname !== rules.field) {
    part.file.resume();
    throw badRequest(`The file must be sent in the field "${rules.field}"`);
  }
  if (hasRefusedCharacters(part.filename, false) || part.filename.length > 300) {
    part.file.resume();
    throw badRequest(`filename: ${messages.controlCharacters}`);
  }
  const kind = kindOfName(part.filename, rules.kinds);
  if (!kind) {
    part.file.resume();
    throw badRequest(wrongType);
  }
  const location = `${rules.prefix}/${crypto.randomUUID()}.${extensionOf(part.filename)}`;
  const { tap, header } = headerTap();
  // A stream error means the request's body could not be parsed; any other is the storage's own.
  let bodyFailed = false;
  // `.pipe` passes neither errors nor an early close on, so the write would wait for ever. A body
  // cut short (inside the file's bytes, or without its closing boundary) ends the file stream in
  // one of three ways, each handled: an error, a close before its end, or either before we got here.
  const bodyEnded = (e?: Error) => {
    bodyFailed = true;
    tap.destroy(e ?? new Error('the upload ended before its closing boundary'));
  };
  // The storage may attach to `tap` only after an await (making its folder); an error arriving
  // before that would be unhandled. Its pipeline still sees it, from the stream's errored state.
  tap.on('error', () => {});
  part.file.once('error', bodyEnded);
  part.file.once('close', () => {
    if (!part.file.readableEnded) bodyEnded();
  });
  if (part.file.errored || part.file.destroyed) bodyEnded(part.file.errored ?? undefined);
  let size: number;
  try {
    size = await deps.storage.write(location, part.file.pipe(tap));
  } catch (e) {
    await deps.storage.remove(location);
    if (isFileTooLarge(e)) throw tooLarge(rules.maxBytes);
    if (bodyFailed) throw badRequest(messages.unreadableUpload);
    throw new StorageFailed(e);
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
  // Recorded so an upload nothing comes to refer to is removed later (modules/media/upload-cleanup.ts).
  await deps.db.insert(uploads).values({ key: location }).onConflictDoNothing();
  return { location, fileName: part.filename, fieldname: part.fieldname, size, mime: FILE_KINDS[kind].mime };
}

/**
 * What the client is told when reading its upload failed. Whatever the parser refuses (no or a
 * wrong boundary, a body cut short, malformed part headers, too many parts) is the request's
 * fault: 400. A failure of the storage while a part is written is told apart in storePart and
 * stays a 500.
 */
function multipartError(e: unknown, maxBytes: number): unknown {
  if (e instanceof HttpError) return e;
  const code = (e as { code?: string })?.code;
  if (isFileTooLarge(e)) return tooLarge(maxBytes);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest('Send the file as multipart/form-data');
  if (code === 'FST_FILES_LIMIT') return badRequest('Too many files');
  if (isServerFailure(e)) return e;
  return badRequest(messages.unreadableUpload);
}

/** A system call that failed (ENOSPC, EACCES...) or the storage: the server's fault, not the request's. */
const isServerFailure = (e: unknown) =>
  e instanceof StorageFailed || typeof (e as { syscall?: unknown })?.syscall === 'string';

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

type SmallFileRules = { field: string; maxBytes: number; extensions: readonly string[]; wrongKindMessage: string };

/**
 * One file part read into memory after the checks every small import file gets: its field, a
 * name without refused characters, an extension of `rules`, and not over the size limit.
 */
async function smallFileBytes(
  part: MultipartFile,
  rules: SmallFileRules,
): Promise<{ fileName: string; bytes: Buffer }> {
  const refusal =
    part.fieldname !== rules.field
      ? `The file must be sent in the field "${rules.field}"`
      : hasRefusedCharacters(part.filename, false) || part.filename.length > 300
        ? `filename: ${messages.controlCharacters}`
        : !rules.extensions.includes(extensionOf(part.filename))
          ? rules.wrongKindMessage
          : null;
  if (refusal) {
    part.file.resume();
    throw badRequest(refusal);
  }
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw tooLarge(rules.maxBytes);
  return { fileName: part.filename, bytes };
}

/**
 * Reads one small file into memory without storing it (a spreadsheet to import): its name must end
 * in one of `extensions`; too large a file answers 413, a broken body 400, like every upload.
 */
export async function receiveFileBytes(
  req: FastifyRequest,
  rules: SmallFileRules,
): Promise<{ fileName: string; bytes: Buffer }> {
  try {
    const part = await req.file({ limits: { fileSize: rules.maxBytes, files: 1 } });
    if (!part) throw badRequest('Choose a file to upload');
    return await smallFileBytes(part, rules);
  } catch (e) {
    throw multipartError(e, rules.maxBytes);
  }
}

/**
 * Reads one small file into memory with the form's text fields sent beside it (in any order): an
 * import with its options. The same refusals as receiveFileBytes.
 */
export async function receiveFileWithFields(
  req: FastifyRequest,
  rules: SmallFileRules,
): Promise<{ fileName: string; bytes: Buffer; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: rules.maxBytes, files: 1, fields: 20 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      file = await smallFileBytes(part, rules);
    }
  } catch (e) {
    throw multipartError(e, rules.maxBytes);
  }
  if (!file) throw badRequest('Choose a file to upload');
  return { ...file, fields };
}

import { messages, multipleFileUpload, uploadFile, uploadFilePdf, videoUpload } from '@kaksha/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import {
  type ReceivedFile,
  receiveUpload,
  receiveUploads,
  type UploadRules,
} from '../../platform/storage/receive-upload.ts';
import { IMAGE_KINDS, PREFIX, READING_KINDS, VIDEO_KINDS } from './policy.ts';

const MB = 1024 * 1024;
/** Spec §5 and §9: question images are images only, 2 MB each, at most 4. */
const IMAGE_MAX_BYTES = 2 * MB;
const IMAGE_MAX_FILES = 4;
/** Reading material and the logo: generous for a scanned PDF or a ZIP of exercises. */
const FILE_MAX_BYTES = 50 * MB;

const withUrl = (deps: AppDeps, f: ReceivedFile) => ({ ...f, url: deps.fileUrls.urlFor(f.location, f.fileName) });

/** The spec's words for a reading file of a kind not allowed, in place of the generic message. */
async function receiveReading(req: FastifyRequest, deps: AppDeps, rules: UploadRules): Promise<ReceivedFile> {
  try {
    return await receiveUpload(req, deps, rules);
  } catch (e) {
    if (e instanceof HttpError && e.statusCode === 400 && e.message.startsWith('Please upload a file of type')) {
      throw new HttpError(400, messages.readingFileType);
    }
    throw e;
  }
}

/** The spec's multipart uploads (admin §7). Each checks kind by content and stores under its own prefix. */
export const uploadRoutes = [
  implement(videoUpload, async ({ req, deps }) => {
    const file = await receiveUpload(req, deps, {
      field: 'profileImage',
      kinds: VIDEO_KINDS,
      maxBytes: deps.config.VIDEO_MAX_MB * MB,
      prefix: PREFIX.videos,
      wrongTypeMessage: 'Please upload an MP4 or WebM video',
    });
    return { status: true, ...withUrl(deps, file) };
  }),

  implement(uploadFile, async ({ req, deps }) => {
    const file = await receiveReading(req, deps, {
      field: 'upfile',
      kinds: READING_KINDS,
      maxBytes: FILE_MAX_BYTES,
      prefix: PREFIX.files,
    });
    return { status: true, ...withUrl(deps, file) };
  }),

  implement(uploadFilePdf, async ({ req, deps }) => {
    const file = await receiveUpload(req, deps, {
      field: 'upfile',
      kinds: ['pdf'],
      maxBytes: FILE_MAX_BYTES,
      prefix: PREFIX.files,
      wrongTypeMessage: 'Please upload a PDF',
    });
    return { status: true, ...withUrl(deps, file) };
  }),

  implement(multipleFileUpload, async ({ req, deps }) => {
    const files = await receiveUploads(req, deps, {
      field: 'uploadImages',
      kinds: IMAGE_KINDS,
      maxBytes: IMAGE_MAX_BYTES,
      maxFiles: IMAGE_MAX_FILES,
      prefix: PREFIX.images,
    });
    const filesArray = files.map((f) => ({ ...withUrl(deps, f), key: f.location }));
    return { status: true, locationArray: files.map((f) => f.location), filesArray };
  }),
];

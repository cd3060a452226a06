import { multipleFileUpload, uploadFile, uploadFilePdf, videoUpload } from '@kaksha/contracts/media';
import { STORAGE_PREFIX } from '@kaksha/contracts/stored-keys';
import { UPLOADS } from '@kaksha/contracts/uploads';
import type { AppDeps } from '../../deps.ts';
import { implement } from '../../http/implement.ts';
import { type ReceivedFile, receiveUpload, receiveUploads } from '../../platform/storage/receive-upload.ts';

const withUrl = (deps: AppDeps, f: ReceivedFile) => ({ ...f, url: deps.fileUrls.urlFor(f.location, f.fileName) });

/**
 * The spec's multipart uploads (admin §7). Field, kinds and limits are the contracts' UPLOADS;
 * each checks kind by content and stores under its own prefix.
 */
export const uploadRoutes = [
  implement(videoUpload, async ({ req, deps }) => {
    const file = await receiveUpload(req, deps, {
      ...UPLOADS.video,
      maxBytes: deps.config.VIDEO_MAX_MB * 1024 * 1024,
      prefix: STORAGE_PREFIX.videos,
    });
    return { status: true, ...withUrl(deps, file) };
  }),

  implement(uploadFile, async ({ req, deps }) => {
    const file = await receiveUpload(req, deps, { ...UPLOADS.reading, prefix: STORAGE_PREFIX.files });
    return { status: true, ...withUrl(deps, file) };
  }),

  implement(uploadFilePdf, async ({ req, deps }) => {
    const file = await receiveUpload(req, deps, { ...UPLOADS.pdf, prefix: STORAGE_PREFIX.files });
    return { status: true, ...withUrl(deps, file) };
  }),

  implement(multipleFileUpload, async ({ req, deps }) => {
    const files = await receiveUploads(req, deps, { ...UPLOADS.questionImages, prefix: STORAGE_PREFIX.images });
    const filesArray = files.map((f) => ({ ...withUrl(deps, f), key: f.location }));
    return { status: true, locationArray: files.map((f) => f.location), filesArray };
  }),
];

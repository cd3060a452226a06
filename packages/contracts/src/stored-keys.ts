import { z } from 'zod';
import { messages } from './messages.ts';
import { type FileKind, kindOfName, LOGO_KINDS, UPLOADS } from './uploads.ts';

/**
 * Stored file keys are the server's: each upload writes under its own folder, and each field that
 * carries a key names the use it is for. A key is taken only when it lies in a folder of that use
 * with a kind of that use, so no field can point at a file of another kind (an identity document
 * as a chapter video, say) and have the server sign a link to it for someone else.
 */

/** The folder each upload endpoint writes under. */
export const STORAGE_PREFIX = {
  videos: 'videos',
  files: 'files',
  images: 'images',
  public: 'public',
  identity: 'private/identity',
} as const;

const IMAGE_KINDS = ['png', 'jpg', 'gif', 'webp'] as const satisfies readonly FileKind[];

/** Where a key of each use may come from, and the kinds it may be. */
const STORED_FILE_USES = {
  /** A chapter's lesson video (the video upload). */
  video: { prefixes: [STORAGE_PREFIX.videos], kinds: UPLOADS.video.kinds },
  /** A chapter's reading or exercise material (the file upload). */
  reading: { prefixes: [STORAGE_PREFIX.files], kinds: UPLOADS.reading.kinds },
  /** The organisation logo, before it is copied to the public folder. */
  logo: { prefixes: [STORAGE_PREFIX.files, STORAGE_PREFIX.images], kinds: LOGO_KINDS },
  /** The signature drawn on certificates, before it is copied to its own folder (the logo's kinds). */
  signature: { prefixes: [STORAGE_PREFIX.files, STORAGE_PREFIX.images], kinds: LOGO_KINDS },
  /** A curriculum's picture: an image from the file or the image upload. */
  curriculumImage: { prefixes: [STORAGE_PREFIX.files, STORAGE_PREFIX.images], kinds: IMAGE_KINDS },
  /** An answer's picture in the question bank (the multiple image upload). */
  questionImage: { prefixes: [STORAGE_PREFIX.images], kinds: UPLOADS.questionImages.kinds },
  /** A registration's identity document: private, shown only to staff who manage people. */
  identity: { prefixes: [STORAGE_PREFIX.identity], kinds: UPLOADS.identity.kinds },
} as const satisfies Record<string, { prefixes: readonly string[]; kinds: readonly FileKind[] }>;

export type StoredFileUse = keyof typeof STORED_FILE_USES;

/** The shape of every key the server makes: `folder/name.ext`, lower case, no `..`. */
export const STORAGE_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]{1,5}$/;

/** True when `key` is a stored file fit for `use`: its folder and its kind. */
export function isStoredFileOf(key: string, use: StoredFileUse): boolean {
  if (key.length > 200 || !STORAGE_KEY_PATTERN.test(key)) return false;
  const { prefixes, kinds } = STORED_FILE_USES[use];
  const folder = key.slice(0, key.lastIndexOf('/'));
  return (prefixes as readonly string[]).includes(folder) && kindOfName(key, kinds) !== undefined;
}

/** True for keys no catalogue answer may ever sign a link to. */
export const isPrivateKey = (key: string): boolean => key.startsWith('private/');

/** A contract field carrying a stored key for `use`; anything else is refused with `message`. */
export const StoredKey = (use: StoredFileUse, message: string = messages.storedFileKind) =>
  z
    .string()
    .max(200)
    .refine((key) => isStoredFileOf(key, use), message);

import { messages } from './messages.ts';

/**
 * The upload rules, written once: the kinds of file Kaksha takes, each upload's multipart field,
 * kinds and size limit. The server checks every file's content against these kinds; the web
 * screens take their `accept` lists, size checks and messages from here too.
 */

/** Every kind of file Kaksha accepts: the extensions a name may carry and the type it is served as. */
export const FILE_KINDS = {
  pdf: { extensions: ['pdf'], mime: 'application/pdf' },
  png: { extensions: ['png'], mime: 'image/png' },
  jpg: { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg' },
  gif: { extensions: ['gif'], mime: 'image/gif' },
  webp: { extensions: ['webp'], mime: 'image/webp' },
  zip: { extensions: ['zip'], mime: 'application/zip' },
  // Videos play in every browser as MP4 or WebM; QuickTime (.mov) does not, so it is not taken.
  mp4: { extensions: ['mp4', 'm4v'], mime: 'video/mp4' },
  webm: { extensions: ['webm'], mime: 'video/webm' },
} as const;

export type FileKind = keyof typeof FILE_KINDS;

const MB = 1024 * 1024;

/** The largest lesson video when the school sets no VIDEO_MAX_MB. */
export const DEFAULT_VIDEO_MAX_MB = 500;

export interface UploadRule {
  /** The multipart field the file comes in (the spec names them: upfile, profileImage...). */
  field: string;
  kinds: readonly FileKind[];
  /** Bytes; the video's limit is the school's VIDEO_MAX_MB (this is its default). */
  maxBytes: number;
  /** How many files one request may carry. */
  maxFiles: number;
  /** What a file of another kind is told. */
  wrongKindMessage: string;
  /** What a file whose content is not the kind its name claims is told; else the kind is named. */
  wrongContentMessage?: string;
}

/** Each upload endpoint's rule (admin spec §5, §7, §9; registration's identity document). */
export const UPLOADS = {
  /** POST /videoUpload. */
  video: {
    field: 'profileImage',
    kinds: ['mp4', 'webm'],
    maxBytes: DEFAULT_VIDEO_MAX_MB * MB,
    maxFiles: 1,
    wrongKindMessage: messages.videoFileType,
    wrongContentMessage: messages.videoFileType,
  },
  /** POST /uploadFile: reading and exercise material (PDF, PNG, JPG or ZIP only) and images. */
  reading: {
    field: 'upfile',
    kinds: ['pdf', 'png', 'jpg', 'zip'],
    // Generous for a scanned PDF or a ZIP of exercises.
    maxBytes: 50 * MB,
    maxFiles: 1,
    wrongKindMessage: messages.readingFileType,
  },
  /** POST /uploadFilePdf. */
  pdf: {
    field: 'upfile',
    kinds: ['pdf'],
    maxBytes: 50 * MB,
    maxFiles: 1,
    wrongKindMessage: messages.pdfFileType,
    wrongContentMessage: messages.pdfFileType,
  },
  /** POST /multipleFileUpload: question images, 2 MB each, at most 4. SVG never: it can carry script. */
  questionImages: {
    field: 'uploadImages',
    kinds: ['png', 'jpg', 'gif', 'webp'],
    maxBytes: 2 * MB,
    maxFiles: 4,
    wrongKindMessage: messages.imageFileType,
  },
  /** POST /uploadIdentity: a phone photo or a scanned PDF of an identity card. */
  identity: {
    field: 'file',
    kinds: ['pdf', 'png', 'jpg'],
    maxBytes: 2 * MB,
    maxFiles: 1,
    wrongKindMessage: messages.identityKinds,
    wrongContentMessage: messages.identityKinds,
  },
} as const satisfies Record<string, UploadRule>;

/** The logo is shown in an <img> on every page: PNG or JPG only (it arrives through /uploadFile). */
export const LOGO_KINDS = ['png', 'jpg'] as const satisfies readonly FileKind[];

export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** The kind a file name claims among `kinds`, if any. */
export const kindOfName = (fileName: string, kinds: readonly FileKind[]): FileKind | undefined => {
  const ext = extensionOf(fileName);
  return kinds.find((k) => (FILE_KINDS[k].extensions as readonly string[]).includes(ext));
};

/** The `accept` list of a file input for these kinds: extensions and types. */
export const acceptOf = (kinds: readonly FileKind[]): string =>
  [...kinds.flatMap((k) => FILE_KINDS[k].extensions.map((e) => `.${e}`)), ...kinds.map((k) => FILE_KINDS[k].mime)].join(
    ',',
  );

const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** What a file over the limit is told. */
export const fileTooLarge = (maxBytes: number) => `The file is larger than ${megabytes(maxBytes)}`;

/** The reason a chosen file will be refused, checked before sending it (the server checks again, by content). */
export function uploadProblem(file: { name: string; size: number }, rule: UploadRule): string | undefined {
  if (!kindOfName(file.name, rule.kinds)) return rule.wrongKindMessage;
  if (file.size > rule.maxBytes) return fileTooLarge(rule.maxBytes);
  return undefined;
}

/** Reading items whose name contains 'exercise' are exercise material; the rest reading material (student spec §3). */
export const isExercise = (name: string): boolean => name.toLowerCase().includes('exercise');

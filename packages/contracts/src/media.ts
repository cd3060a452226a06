import { z } from 'zod';
import { RequiredText } from './common.ts';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';
import { listQuery, pagedList } from './list-query.ts';
import { messages } from './messages.ts';
import { STORAGE_KEY_PATTERN, StoredKey } from './stored-keys.ts';

/** Where a stored file lives in Kaksha's storage, as an upload answered it (`location`). */
export const StorageLocation = z.string().min(1).max(200).regex(STORAGE_KEY_PATTERN, 'Not an uploaded file');

/** A chapter picked by its names, as the admin forms and the spec's calls send it. */
export const ChapterRef = z.object({
  curriculumCode: RequiredText(120),
  subject: RequiredText(200),
  topic: RequiredText(200),
  chapter: RequiredText(200),
});
export type ChapterRef = z.infer<typeof ChapterRef>;

/** A reading file: `location` is a signed, expiring address to download it. */
export const ReadingFileDto = z.object({
  /** Present on staff screens, where a single file can be removed (deleteReadingFile). */
  readID: z.string().optional(),
  name: z.string(),
  location: z.string(),
});
export type ReadingFileDto = z.infer<typeof ReadingFileDto>;

/** Video entity (admin spec §3); `fileLocation` and readArr locations are signed addresses. */
export const VideoDto = z.object({
  videoID: z.string(),
  fileName: z.string(),
  fileLocation: z.string(),
  curriculum: z.string(),
  curriculumCode: z.string(),
  subject: z.string(),
  topic: z.string(),
  chapter: z.string(),
  readArr: z.array(ReadingFileDto),
});
export type VideoDto = z.infer<typeof VideoDto>;

export const videosList = endpoint({
  method: 'POST',
  path: '/videosList',
  access: STAFF_ROLES,
  summary: 'Videos with their chapter and reading files, newest first, a page at a time',
  body: listQuery(['fileName', 'chapter', 'createdAt']).optional(),
  response: pagedList(VideoDto),
});

export const deleteVideo = endpoint({
  method: 'POST',
  path: '/deleteVideo',
  access: STAFF_ROLES,
  summary: "Deletes a video, its reading files and their stored files; clears the chapter's video",
  body: z.object({ videoID: RequiredText(64), fileName: z.string().max(300).optional() }),
  response: ok({ message: z.string() }),
});

export const SubmitVideoBody = ChapterRef.extend({
  fileName: RequiredText(300),
  /** The `location` the video upload answered. */
  location: StoredKey('video', messages.uploadVideoFirst),
});

export const submitVideo = endpoint({
  method: 'POST',
  path: '/submitVideo',
  access: STAFF_ROLES,
  summary: "Attaches an uploaded video to a chapter (sets the chapter's fileLocation)",
  body: SubmitVideoBody,
  response: ok({ message: z.string(), data: VideoDto }),
});

export const getVideo = endpoint({
  method: 'POST',
  path: '/getvideo',
  access: STAFF_ROLES,
  summary: 'One video by its videoID',
  body: z.object({ videoID: RequiredText(64) }),
  response: ok({ data: VideoDto }),
});

export const getVideoList = endpoint({
  method: 'POST',
  path: '/getVideoList',
  access: STAFF_ROLES,
  summary: 'The videos of one topic (or of a whole subject when topic is left out)',
  body: z.object({
    curriculumCode: RequiredText(120),
    subject: RequiredText(200),
    topic: z.string().trim().max(200).optional(),
  }),
  response: ok({ data: z.array(VideoDto) }),
});

export const checkVideo = endpoint({
  method: 'POST',
  path: '/checkVideo',
  access: STAFF_ROLES,
  summary: "The chapter's video, or null when the chapter has none yet",
  body: ChapterRef,
  response: ok({ data: VideoDto.nullable() }),
});

export const SubmitReadBody = ChapterRef.extend({
  fileName: RequiredText(300),
  /** The `location` the file upload answered. */
  location: StoredKey('reading', messages.readingFileType),
});

export const submitRead = endpoint({
  method: 'POST',
  path: '/submitRead',
  access: STAFF_ROLES,
  summary: "Adds a reading file to the chapter's video (the chapter's readArr)",
  body: SubmitReadBody,
  response: ok({ message: z.string(), data: VideoDto }),
});

/** POST /deleteReadingFile: removes one reading file of a video, keeping the video and the others. */
export const deleteReadingFile = endpoint({
  method: 'POST',
  path: '/deleteReadingFile',
  access: STAFF_ROLES,
  summary: 'Deletes one reading file of a video and its stored file',
  body: z.object({ readID: RequiredText(64) }),
  response: ok({ message: z.string(), data: VideoDto }),
});

export const updateImage = endpoint({
  method: 'POST',
  path: '/updateImage',
  access: STAFF_ROLES,
  summary: 'Makes an uploaded PNG or JPG the organisation logo; null goes back to the Kaksha name',
  body: z.object({ type: z.literal('logo'), imageUrl: StoredKey('logo', messages.logoFileType).nullable() }),
  response: ok({ message: z.string(), img: z.object({ imageUrl: z.string().nullable() }) }),
});

/** What every upload answers: where the file is stored, and a signed address to preview it. */
export const UploadedFile = z.object({
  location: z.string(),
  fieldname: z.string(),
  fileName: z.string(),
  size: z.number(),
  mime: z.string(),
  /** A signed, expiring address of the stored file (for a preview). */
  url: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;

export const videoUpload = endpoint({
  method: 'POST',
  path: '/profile/video-upload',
  access: STAFF_ROLES,
  upload: true,
  summary: 'Uploads one MP4 or WebM video (multipart field profileImage); size limit VIDEO_MAX_MB',
  response: ok(UploadedFile.shape),
});

export const uploadFile = endpoint({
  method: 'POST',
  path: '/profile/upload-file',
  access: STAFF_ROLES,
  upload: true,
  summary: 'Uploads one PDF, PNG, JPG or ZIP (multipart field upfile): reading material or the logo',
  response: ok(UploadedFile.shape),
});

export const uploadFilePdf = endpoint({
  method: 'POST',
  path: '/profile/upload-file-pdf',
  access: STAFF_ROLES,
  upload: true,
  summary: 'Uploads one PDF (multipart field upfile)',
  response: ok(UploadedFile.shape),
});

export const multipleFileUpload = endpoint({
  method: 'POST',
  path: '/profile/multiple-file-upload',
  access: STAFF_ROLES,
  upload: true,
  summary: 'Uploads up to 4 images of at most 2 MB each (multipart field uploadImages)',
  response: ok({
    locationArray: z.array(z.string()),
    filesArray: z.array(UploadedFile.extend({ key: z.string() })),
  }),
});

export const mediaEndpoints = [
  videoUpload,
  uploadFile,
  uploadFilePdf,
  multipleFileUpload,
  videosList,
  deleteVideo,
  submitVideo,
  getVideo,
  getVideoList,
  checkVideo,
  submitRead,
  deleteReadingFile,
  updateImage,
] as const;

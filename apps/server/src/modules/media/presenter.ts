import type { ReadingFileDto, VideoDto } from '@kaksha/contracts/media';
import type { ReadingFileRow } from '../../db/schema/index.ts';
import type { VideoWithFiles } from './queries.ts';

/** Turns a storage key into an address a browser may fetch (signed and expiring, or public). */
export type UrlFor = (location: string, name?: string) => string;

export const presentReadingFile = (row: Pick<ReadingFileRow, 'name' | 'location'>, urlFor: UrlFor): ReadingFileDto => ({
  name: row.name,
  location: urlFor(row.location, row.name),
});

export const presentVideo = ({ video, files }: VideoWithFiles, urlFor: UrlFor): VideoDto => ({
  videoID: video.id,
  fileName: video.fileName,
  fileLocation: urlFor(video.fileLocation, video.fileName),
  curriculum: video.curriculum,
  curriculumCode: video.curriculumCode,
  subject: video.subject,
  topic: video.topic,
  chapter: video.chapter,
  // Staff screens remove a single file by its id; students' chapter lists carry no ids.
  readArr: files.map((f) => ({ readID: f.id, ...presentReadingFile(f, urlFor) })),
});

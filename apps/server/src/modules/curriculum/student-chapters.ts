import type { StudentChapterDto } from '@kaksha/contracts/student-catalogue';
import type { Db } from '../../db/client.ts';
import type { ReadingFileRow } from '../../db/schema/index.ts';
import { presentReadingFile, type UrlFor } from '../media/index.ts';
import { chaptersOfTopic, readingFilesOfVideos } from './queries.ts';

export interface TopicRef {
  curriculumCode: string;
  subject: string;
  topic: string;
}

/** The chapters of a topic in order, each with its video address and reading files. */
export async function loadStudentChapters(db: Db, ref: TopicRef, urlFor: UrlFor): Promise<StudentChapterDto[]> {
  const rows = await chaptersOfTopic(db, ref);
  const videoIds = rows.flatMap((r) => (r.videoId ? [r.videoId] : []));
  const files = await readingFilesOfVideos(db, videoIds);
  const byVideo = new Map<string, ReadingFileRow[]>();
  for (const f of files) byVideo.set(f.videoId, [...(byVideo.get(f.videoId) ?? []), f]);
  return rows.map((r) => ({
    chapter: r.chapter,
    chapterInfo: r.chapterInfo,
    fileLocation: r.fileLocation ? urlFor(r.fileLocation) : null,
    readArr: (r.videoId ? (byVideo.get(r.videoId) ?? []) : []).map((f) => presentReadingFile(f, urlFor)),
  }));
}

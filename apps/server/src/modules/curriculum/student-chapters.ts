import type { StudentChapterDto } from '@kaksha/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chapters, courses, type ReadingFileRow, readingFiles, videos } from '../../db/schema/index.ts';
import { presentReadingFile, type UrlFor } from '../media/index.ts';

export interface TopicRef {
  curriculumCode: string;
  subject: string;
  topic: string;
}

/** The chapters of a topic in order, each with its video address and reading files. */
export async function loadStudentChapters(db: Db, ref: TopicRef, urlFor: UrlFor): Promise<StudentChapterDto[]> {
  const rows = await db
    .select({
      id: chapters.id,
      chapter: chapters.chapter,
      chapterInfo: chapters.chapterInfo,
      fileLocation: chapters.fileLocation,
      videoId: videos.id,
    })
    .from(chapters)
    .innerJoin(courses, eq(chapters.courseId, courses.id))
    .leftJoin(videos, eq(videos.chapterId, chapters.id))
    .where(
      and(
        eq(courses.curriculumCode, ref.curriculumCode),
        eq(courses.subject, ref.subject),
        eq(courses.topic, ref.topic),
      ),
    )
    .orderBy(asc(courses.createDate), asc(chapters.position));
  const videoIds = rows.flatMap((r) => (r.videoId ? [r.videoId] : []));
  const files = videoIds.length
    ? await db
        .select()
        .from(readingFiles)
        .where(inArray(readingFiles.videoId, videoIds))
        .orderBy(asc(readingFiles.createdAt), asc(readingFiles.id))
    : [];
  const byVideo = new Map<string, ReadingFileRow[]>();
  for (const f of files) byVideo.set(f.videoId, [...(byVideo.get(f.videoId) ?? []), f]);
  return rows.map((r) => ({
    chapter: r.chapter,
    chapterInfo: r.chapterInfo,
    fileLocation: r.fileLocation ? urlFor(r.fileLocation) : null,
    readArr: (r.videoId ? (byVideo.get(r.videoId) ?? []) : []).map((f) => presentReadingFile(f, urlFor)),
  }));
}

import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chapters, courses, curricula, type ReadingFileRow, readingFiles, videos } from '../../db/schema/index.ts';

/** A video with the names of its chapter as they are now (a chapter or topic may be renamed). */
export interface VideoWithFiles {
  video: {
    id: string;
    fileName: string;
    fileLocation: string;
    curriculum: string;
    curriculumCode: string;
    subject: string;
    topic: string;
    chapter: string;
  };
  files: ReadingFileRow[];
}

/** Which videos to load; every field given must match. */
export interface VideoFilter {
  videoId?: string;
  chapterId?: string;
  curriculumCode?: string;
  subject?: string;
  topic?: string;
}

const matching = (f: VideoFilter) =>
  and(
    f.videoId ? eq(videos.id, f.videoId) : undefined,
    f.chapterId ? eq(videos.chapterId, f.chapterId) : undefined,
    f.curriculumCode ? eq(courses.curriculumCode, f.curriculumCode) : undefined,
    f.subject ? eq(courses.subject, f.subject) : undefined,
    f.topic ? eq(courses.topic, f.topic) : undefined,
  );

/** Videos matching `filter` (newest first), each with its reading files in upload order. */
export async function loadVideos(db: Db, filter: VideoFilter = {}): Promise<VideoWithFiles[]> {
  const rows = await db
    .select({
      id: videos.id,
      fileName: videos.fileName,
      fileLocation: videos.fileLocation,
      curriculum: curricula.curriculum,
      curriculumCode: courses.curriculumCode,
      subject: courses.subject,
      topic: courses.topic,
      chapter: chapters.chapter,
    })
    .from(videos)
    .innerJoin(chapters, eq(videos.chapterId, chapters.id))
    .innerJoin(courses, eq(chapters.courseId, courses.id))
    .innerJoin(curricula, eq(curricula.curriculumCode, courses.curriculumCode))
    .where(matching(filter))
    .orderBy(desc(videos.createdAt), asc(videos.id));
  if (rows.length === 0) return [];
  const files = await db
    .select()
    .from(readingFiles)
    .where(
      inArray(
        readingFiles.videoId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(readingFiles.createdAt), asc(readingFiles.id));
  const byVideo = new Map<string, ReadingFileRow[]>();
  for (const f of files) byVideo.set(f.videoId, [...(byVideo.get(f.videoId) ?? []), f]);
  return rows.map((video) => ({ video, files: byVideo.get(video.id) ?? [] }));
}

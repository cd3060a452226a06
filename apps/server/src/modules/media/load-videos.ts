import type { ListQueryInput } from '@kaksha/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { type ListSpec, type Page, pageOf, planList } from '../../db/list-page.ts';
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

const videoColumns = {
  id: videos.id,
  fileName: videos.fileName,
  fileLocation: videos.fileLocation,
  curriculum: curricula.curriculum,
  curriculumCode: courses.curriculumCode,
  subject: courses.subject,
  topic: courses.topic,
  chapter: chapters.chapter,
};

const videoList = {
  search: [videos.fileName, chapters.chapter, courses.topic, courses.subject, curricula.curriculum],
  sorts: {
    fileName: sql`lower(${videos.fileName})`,
    chapter: sql`lower(${chapters.chapter})`,
    createdAt: videos.createdAt,
  },
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  tiebreak: videos.id,
} satisfies ListSpec<'fileName' | 'chapter' | 'createdAt'>;

const joined = (db: Pick<Db, 'select'>, selection: SelectedFields) =>
  db
    .select(selection)
    .from(videos)
    .innerJoin(chapters, eq(videos.chapterId, chapters.id))
    .innerJoin(courses, eq(chapters.courseId, courses.id))
    .innerJoin(curricula, eq(curricula.curriculumCode, courses.curriculumCode));

/** Videos matching `filter` (newest first), each with its reading files in upload order. */
export async function loadVideos(db: Db, filter: VideoFilter = {}): Promise<VideoWithFiles[]> {
  return (await pageVideos(db, filter, { all: true })).rows;
}

/** A page of the videos matching `filter` and the search, each with its reading files. */
export async function pageVideos(
  db: Db,
  filter: VideoFilter,
  query: ListQueryInput = {},
): Promise<Page<VideoWithFiles>> {
  const plan = planList(videoList, query);
  const where = and(matching(filter), plan.search);
  const select = joined(db, videoColumns)
    .where(where)
    .orderBy(...plan.orderBy)
    .$dynamic();
  const page = await pageOf(
    select as unknown as Parameters<typeof pageOf<VideoWithFiles['video']>>[0],
    plan,
    async () => {
      const [row] = (await joined(db, { n: count() }).where(where)) as { n: number }[];
      return row?.n ?? 0;
    },
  );
  return { ...page, rows: await withFiles(db, page.rows) };
}

async function withFiles(db: Db, rows: VideoWithFiles['video'][]): Promise<VideoWithFiles[]> {
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

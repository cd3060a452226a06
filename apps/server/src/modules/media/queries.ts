import crypto from 'node:crypto';
import type { ListQueryInput } from '@kaksha/contracts/list-query';
import type { ChapterRef } from '@kaksha/contracts/media';
import { messages } from '@kaksha/contracts/messages';
import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { chapterIs } from '../../db/chapter-place.ts';
import type { Db } from '../../db/client.ts';
import { countMatches, type ListSpec, type Page, pageOf, planList } from '../../db/list-page.ts';
import {
  chapters,
  courses,
  curricula,
  questions,
  type ReadingFileRow,
  readingFiles,
  settings,
  testQuestions,
  uploads,
  users,
  type VideoRow,
  videos,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

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
  const page = await pageOf(select as unknown as Parameters<typeof pageOf<VideoWithFiles['video']>>[0], plan, () =>
    countMatches(db, joined(db, { id: videos.id }).where(where).$dynamic(), plan.countUpTo),
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

export interface FoundChapter {
  chapterId: string;
  curriculum: string;
  curriculumCode: string;
  subject: string;
  topic: string;
  chapter: string;
  fileLocation: string | null;
}

/** The chapter the admin forms name by curriculum code, subject, topic and chapter; 404 when none. */
export async function findChapter(db: Db, ref: ChapterRef): Promise<FoundChapter> {
  const [row] = await db
    .select({
      chapterId: chapters.id,
      curriculum: curricula.curriculum,
      curriculumCode: courses.curriculumCode,
      subject: courses.subject,
      topic: courses.topic,
      chapter: chapters.chapter,
      fileLocation: chapters.fileLocation,
    })
    .from(chapters)
    .innerJoin(courses, eq(chapters.courseId, courses.id))
    .innerJoin(curricula, eq(curricula.curriculumCode, courses.curriculumCode))
    .where(chapterIs(ref))
    .orderBy(asc(courses.createDate), asc(chapters.position))
    .limit(1);
  if (!row) throw notFound(messages.chapterNotFound);
  return row;
}

export async function findVideo(db: Db, videoId: string): Promise<VideoRow> {
  const [video] = await db.select().from(videos).where(eq(videos.id, videoId)).limit(1);
  if (!video) throw notFound(messages.videoNotFound);
  return video;
}

/** The chapter's video, if it has one. */
export async function videoOfChapter(db: Db, chapterId: string): Promise<VideoRow | undefined> {
  const [video] = await db.select().from(videos).where(eq(videos.chapterId, chapterId)).limit(1);
  return video;
}

export const readingFilesOf = (db: Db, videoId: string) =>
  db.select().from(readingFiles).where(eq(readingFiles.videoId, videoId));

export async function insertReadingFile(db: Db, file: Omit<typeof readingFiles.$inferInsert, 'id'>): Promise<void> {
  await db.insert(readingFiles).values({ id: crypto.randomUUID(), ...file });
}

/** Deletes one reading file, answering its row; undefined when there was none. */
export async function deleteReadingFileRow(tx: Db, id: string): Promise<ReadingFileRow | undefined> {
  const [deleted] = await tx.delete(readingFiles).where(eq(readingFiles.id, id)).returning();
  return deleted;
}

/** Whether a reading file (of any curriculum's copy) still names the stored file. */
export async function readingFileUses(db: Db, location: string): Promise<boolean> {
  const [row] = await db
    .select({ id: readingFiles.id })
    .from(readingFiles)
    .where(eq(readingFiles.location, location))
    .limit(1);
  return row !== undefined;
}

/**
 * Stores a chapter's video and points the chapter at its file. Undefined when the chapter has a
 * video already (the unique chapter of `videos` refuses a second one, a race included).
 */
export async function attachVideo(
  tx: Db,
  video: Omit<typeof videos.$inferInsert, 'id'>,
): Promise<VideoRow | undefined> {
  const [row] = await tx
    .insert(videos)
    .values({ id: crypto.randomUUID(), ...video })
    .onConflictDoNothing()
    .returning();
  if (row) await tx.update(chapters).set({ fileLocation: video.fileLocation }).where(eq(chapters.id, video.chapterId));
  return row;
}

/** Deletes a video (its reading files go with it) and clears its chapter's link to the file. */
export async function detachVideo(tx: Db, video: VideoRow): Promise<void> {
  await tx.delete(videos).where(eq(videos.id, video.id));
  await tx
    .update(chapters)
    .set({ fileLocation: null })
    .where(and(eq(chapters.id, video.chapterId), eq(chapters.fileLocation, video.fileLocation)));
}

/** How many chapters (of any curriculum's copy) still point at the stored video file. */
export async function chaptersUsing(db: Db, fileLocation: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(chapters).where(eq(chapters.fileLocation, fileLocation));
  return row?.n ?? 0;
}

/** A settings row's value when it is text. */
export async function settingText(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  return typeof row?.value === 'string' ? row.value : null;
}

export async function saveSetting(tx: Db, key: string, value: string): Promise<void> {
  await tx
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

export async function deleteSetting(tx: Db, key: string): Promise<void> {
  await tx.delete(settings).where(eq(settings.key, key));
}

/**
 * The keys among `keys` that a row refers to. Every column that holds a stored key is listed
 * here: a new one must be added, or its files would be removed a day after their upload.
 */
export async function referencedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const jsonKeyIn = (column: unknown) => sql`(${column} ->> 'location') in ${keys}`;
  const found = await Promise.all([
    db.select({ key: videos.fileLocation }).from(videos).where(inArray(videos.fileLocation, keys)),
    db.select({ key: chapters.fileLocation }).from(chapters).where(inArray(chapters.fileLocation, keys)),
    db.select({ key: readingFiles.location }).from(readingFiles).where(inArray(readingFiles.location, keys)),
    db.select({ key: users.identityUrl }).from(users).where(inArray(users.identityUrl, keys)),
    db
      .select({ key: sql<string>`${curricula.image} ->> 'location'` })
      .from(curricula)
      .where(jsonKeyIn(curricula.image)),
    ...[questions, testQuestions].flatMap((table) => [
      ...[
        table.imageCorrectAnswer,
        table.imageAnswer1,
        table.imageAnswer2,
        table.imageAnswer3,
        table.imageQuestion,
      ].map((column) =>
        db
          .select({ key: sql<string>`${column} ->> 'location'` })
          .from(table)
          .where(jsonKeyIn(column)),
      ),
      // The images of wrong answers 4 to 7, inside the jsonb list.
      db
        .select({ key: sql<string>`more.value -> 'image' ->> 'location'` })
        .from(sql`${table}, jsonb_array_elements(${table.moreAnswers}) as more`)
        .where(sql`(more.value -> 'image' ->> 'location') in ${keys}`),
    ]),
  ]);
  return new Set(found.flat().map((r) => r.key as string));
}

/** Up to `batch` keys of uploads that arrived before `before`. */
export async function uploadsBefore(db: Db, before: Date, batch: number): Promise<string[]> {
  const due = await db.select({ key: uploads.key }).from(uploads).where(lt(uploads.receivedAt, before)).limit(batch);
  return due.map((r) => r.key);
}

/** Drops uploads from the table of uploads awaiting a reference (their files are handled apart). */
export async function forgetUploads(db: Db, keys: string[]): Promise<void> {
  await db.delete(uploads).where(inArray(uploads.key, keys));
}

import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chapters, readingFiles, videos } from '../db/schema/index.ts';
import { buildCourse, buildCurriculum, buildSubject } from './catalogue-factories.ts';

export interface BuiltTopic {
  curriculum: string;
  curriculumCode: string;
  subject: string;
  topic: string;
  chapters: { id: string; chapter: string }[];
}

const _short = () => crypto.randomBytes(3).toString('hex').toUpperCase();

/** A fresh curriculum with one subject, one topic and the named chapters. */
export async function buildTopicWithChapters(
  db: Db,
  opts: { chapters?: string[]; price?: number } = {},
): Promise<BuiltTopic> {
  const curriculum = await buildCurriculum(db, { price: opts.price ?? 100 });
  const subject = await buildSubject(db, curriculum, { subject: 'Physics' });
  const course = await buildCourse(db, subject, {
    topic: 'Mechanics',
    chapters: opts.chapters ?? ['Motion', 'Forces'],
  });
  return {
    curriculum: course.curriculum,
    curriculumCode: course.curriculumCode,
    subject: course.subject,
    topic: course.topic,
    chapters: course.chapters.map(({ id, chapter }) => ({ id, chapter })),
  };
}

/** A video row (and reading files) on a chapter, pointing at the given storage keys. */
export async function attachVideoRow(
  db: Db,
  t: BuiltTopic,
  chapterIndex: number,
  fileLocation: string,
  files: { name: string; location: string }[] = [],
): Promise<string> {
  const ch = t.chapters[chapterIndex];
  if (!ch) throw new Error('no such chapter');
  const id = crypto.randomUUID();
  await db.insert(videos).values({
    id,
    chapterId: ch.id,
    fileName: 'lesson.mp4',
    fileLocation,
  });
  await db.update(chapters).set({ fileLocation }).where(eq(chapters.id, ch.id));
  for (const f of files) await db.insert(readingFiles).values({ id: crypto.randomUUID(), videoId: id, ...f });
  return id;
}

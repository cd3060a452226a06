import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chapters, courses, curricula, readingFiles, subjects, videos } from '../db/schema/index.ts';

export interface BuiltTopic {
  curriculum: string;
  curriculumCode: string;
  subject: string;
  topic: string;
  chapters: { id: string; chapter: string }[];
}

const short = () => crypto.randomBytes(3).toString('hex').toUpperCase();

/** A fresh curriculum with one subject, one topic and the named chapters. */
export async function buildTopicWithChapters(
  db: Db,
  opts: { chapters?: string[]; price?: number } = {},
): Promise<BuiltTopic> {
  const shortName = short();
  const curriculum = `TST-BSC-${shortName}`;
  const curriculumCode = `${curriculum}-2026`;
  await db.insert(curricula).values({
    id: crypto.randomUUID(),
    organizationName: 'Test School',
    organizationCode: 'TST',
    curriculumAward: 'BSC',
    shortName,
    longName: `Test curriculum ${shortName}`,
    curriculum,
    curriculumCode,
    experience: 'Internship',
    marksMode: 'Percentage',
    effectiveDate: '2026-01-01',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    duration: 1,
    price: opts.price ?? 100,
  });
  const subject = 'Physics';
  await db.insert(subjects).values({
    id: crypto.randomUUID(),
    curriculum,
    curriculumCode,
    subject,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
  });
  const courseId = crypto.randomUUID();
  const topic = 'Mechanics';
  await db.insert(courses).values({ id: courseId, curriculum, curriculumCode, subject, topic });
  const names = opts.chapters ?? ['Motion', 'Forces'];
  const rows = names.map((chapter, position) => ({ id: crypto.randomUUID(), courseId, position, chapter }));
  await db.insert(chapters).values(rows);
  return { curriculum, curriculumCode, subject, topic, chapters: rows.map(({ id, chapter }) => ({ id, chapter })) };
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

import { type ChapterRef, messages } from '@kaksha/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chapters, courses, curricula } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

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
    .where(
      and(
        eq(courses.curriculumCode, ref.curriculumCode),
        eq(courses.subject, ref.subject),
        eq(courses.topic, ref.topic),
        eq(chapters.chapter, ref.chapter),
      ),
    )
    .orderBy(asc(courses.createDate), asc(chapters.position))
    .limit(1);
  if (!row) throw notFound(messages.chapterNotFound);
  return row;
}

import { type DeleteImpactDto, type DeleteKind, messages } from '@kaksha/contracts';
import { and, count, countDistinct, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { chapters, courses, questions, readingFiles, subjects, videos } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { findCurriculum, findSubject } from './queries.ts';

const NOTHING: DeleteImpactDto = { subjects: 0, topics: 0, chapters: 0, videos: 0, questions: 0, readingFiles: 0 };

/** Counts of the chapter content under the topics `where` selects: chapters, videos, reading files. */
async function contentUnder(db: Queryable, where: SQL | undefined) {
  const [row] = await db
    .select({
      topics: countDistinct(courses.id),
      chapters: countDistinct(chapters.id),
      videos: countDistinct(videos.id),
      readingFiles: countDistinct(readingFiles.id),
    })
    .from(courses)
    .leftJoin(chapters, eq(chapters.courseId, courses.id))
    .leftJoin(videos, eq(videos.chapterId, chapters.id))
    .leftJoin(readingFiles, eq(readingFiles.videoId, videos.id))
    .where(where);
  return row ?? { topics: 0, chapters: 0, videos: 0, readingFiles: 0 };
}

async function countWhere(db: Queryable, table: PgTable, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * What deleting a record takes with it, counted as the delete use cases remove it: a curriculum
 * its subjects, topics (with chapters, videos, reading files) and questions; a subject its topics
 * and questions; a topic its chapters (questions stay: they are kept by name); a video its
 * reading files. Unknown records answer 404, as the delete would.
 */
export async function deleteImpact(db: Queryable, kind: DeleteKind, id: string): Promise<DeleteImpactDto> {
  if (kind === 'curriculum') {
    const { curriculumCode } = await findCurriculum(db, id);
    const [content, subjectCount, questionCount] = await Promise.all([
      contentUnder(db, eq(courses.curriculumCode, curriculumCode)),
      countWhere(db, subjects, eq(subjects.curriculumCode, curriculumCode)),
      countWhere(db, questions, eq(questions.curriculumCode, curriculumCode)),
    ]);
    return { ...content, subjects: subjectCount, questions: questionCount };
  }
  if (kind === 'subject') {
    const subject = await findSubject(db, id);
    const place = (t: typeof courses | typeof questions) =>
      and(eq(t.curriculumCode, subject.curriculumCode), eq(t.subject, subject.subject));
    const content = await contentUnder(db, place(courses));
    return { ...NOTHING, ...content, questions: await countWhere(db, questions, place(questions)) };
  }
  if (kind === 'topic') {
    // No topic counted: the id is unknown.
    const { topics, chapters: n, videos: v, readingFiles: r } = await contentUnder(db, eq(courses.id, id));
    if (topics === 0) throw notFound(messages.courseNotFound);
    return { ...NOTHING, chapters: n, videos: v, readingFiles: r };
  }
  const [video] = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, id)).limit(1);
  if (!video) throw notFound(messages.videoNotFound);
  return { ...NOTHING, readingFiles: await countWhere(db, readingFiles, eq(readingFiles.videoId, id)) };
}

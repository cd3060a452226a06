import { type DeleteImpactDto, type DeleteKind, messages } from '@kaksha/contracts';
import { and, count, countDistinct, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  assessments,
  attempts,
  certificates,
  chapters,
  courses,
  paymentOrders,
  questions,
  readingFiles,
  subjects,
  tutoringSessions,
  videos,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { enrolledStudents, findCurriculum, type Queryable } from './queries.ts';
import { findSubject } from './subjects.ts';

const NOTHING: DeleteImpactDto = {
  subjects: 0,
  topics: 0,
  chapters: 0,
  videos: 0,
  questions: 0,
  readingFiles: 0,
  tests: 0,
  students: 0,
  results: 0,
  sessions: 0,
  purchases: 0,
  certificates: 0,
};

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
 * A curriculum's tests (those nobody sat go with it) and the records about people that stop its
 * delete: enrolled students, sittings of its tests, tutoring sessions, payment orders, certificates.
 */
export async function curriculumRecords(db: Queryable, curriculumCode: string) {
  const [tests, sittings, students, sessions, purchases, issued] = await Promise.all([
    db
      .select({ n: countDistinct(assessments.id) })
      .from(assessments)
      .leftJoin(attempts, eq(attempts.testId, assessments.id))
      .where(and(eq(assessments.curriculumCode, curriculumCode), isNull(attempts.id))),
    db
      .select({ n: count() })
      .from(attempts)
      .innerJoin(assessments, eq(assessments.id, attempts.testId))
      .where(eq(assessments.curriculumCode, curriculumCode)),
    enrolledStudents(db, curriculumCode),
    countWhere(db, tutoringSessions, eq(tutoringSessions.curriculumCode, curriculumCode)),
    countWhere(db, paymentOrders, eq(paymentOrders.curriculumCode, curriculumCode)),
    countWhere(db, certificates, eq(certificates.curriculumCode, curriculumCode)),
  ]);
  return {
    tests: tests[0]?.n ?? 0,
    students,
    results: sittings[0]?.n ?? 0,
    sessions,
    purchases,
    certificates: issued,
  };
}

/**
 * What deleting a record takes with it, counted as the delete use cases remove it: a curriculum
 * its subjects, topics (with chapters, videos, reading files), questions and unsat tests, and the
 * records about people that stop it; a subject its topics
 * and questions; a topic its chapters (questions stay: they are kept by name); a video its
 * reading files. Unknown records answer 404, as the delete would.
 */
export async function deleteImpact(db: Queryable, kind: DeleteKind, id: string): Promise<DeleteImpactDto> {
  if (kind === 'curriculum') {
    const { curriculumCode } = await findCurriculum(db, id);
    const [content, subjectCount, questionCount, records] = await Promise.all([
      contentUnder(db, eq(courses.curriculumCode, curriculumCode)),
      countWhere(db, subjects, eq(subjects.curriculumCode, curriculumCode)),
      countWhere(db, questions, eq(questions.curriculumCode, curriculumCode)),
      curriculumRecords(db, curriculumCode),
    ]);
    return { ...NOTHING, ...content, ...records, subjects: subjectCount, questions: questionCount };
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

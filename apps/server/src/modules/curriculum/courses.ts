import crypto from 'node:crypto';
import { type CourseDto, type CourseInput, copyName, type ListQueryInput, messages } from '@kaksha/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { type ListSpec, type Page, pageTable } from '../../db/list-page.ts';
import { type ChapterRow, type CourseRow, chapters, courses, subjects } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { sanitizeRichText } from '../../platform/html/sanitize.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { assertCopyable } from './policy.ts';
import { presentCourse } from './presenter.ts';
import { findSubjectByName } from './subjects.ts';

type Input = CourseInput;

/** Topics (optionally filtered) with their chapters and their subject's details, newest first. */
/** The chapter content of one subject of a curriculum. */
export const coursesOfSubject = (db: Queryable, curriculumCode: string, subject: string) =>
  loadCourses(db, and(eq(courses.curriculumCode, curriculumCode), eq(courses.subject, subject)));

export async function loadCourses(db: Queryable, where?: SQL): Promise<CourseDto[]> {
  const rows = await db
    .select()
    .from(courses)
    .where(where)
    .orderBy(asc(courses.curriculumCode), asc(courses.subject), asc(courses.topic));
  return withChapters(db, rows);
}

/** Topics with their chapters and their subject's dates, in the order given. */
async function withChapters(db: Queryable, rows: CourseRow[]): Promise<CourseDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const chapterRows = await db.select().from(chapters).where(inArray(chapters.courseId, ids));
  const codes = [...new Set(rows.map((r) => r.curriculumCode))];
  const subjectRows = await db.select().from(subjects).where(inArray(subjects.curriculumCode, codes));
  const byCourse = new Map<string, ChapterRow[]>();
  for (const c of chapterRows) byCourse.set(c.courseId, [...(byCourse.get(c.courseId) ?? []), c]);
  const subjectOf = (r: CourseRow) =>
    subjectRows.find((s) => s.curriculumCode === r.curriculumCode && s.subject === r.subject);
  return rows.map((r) => presentCourse(r, byCourse.get(r.id) ?? [], subjectOf(r)));
}

const courseList = {
  search: [courses.topic, courses.subject, courses.curriculum, courses.curriculumCode],
  sorts: {
    topic: sql`lower(${courses.topic})`,
    subject: sql`lower(${courses.subject})`,
    curriculum: courses.curriculumCode,
    createDate: courses.createDate,
  },
  defaultSort: 'createDate',
  defaultOrder: 'desc',
  tiebreak: courses.id,
} satisfies ListSpec<'topic' | 'subject' | 'curriculum' | 'createDate'>;

/** The chapter content list: topics a page at a time (newest first), each with its chapters. */
export async function pageCourses(db: Queryable, query: ListQueryInput = {}): Promise<Page<CourseDto>> {
  const page = await pageTable(db, courses, courseList, query);
  return { ...page, rows: await withChapters(db, page.rows) };
}

export async function getCourse(db: Queryable, id: string): Promise<CourseDto> {
  const [course] = await loadCourses(db, eq(courses.id, id));
  if (!course) throw notFound(messages.courseNotFound);
  return course;
}

const chapterValues = (courseId: string, input: Input) =>
  input.chapters.map((c, position) => ({
    id: crypto.randomUUID(),
    courseId,
    position,
    chapter: c.chapter,
    chapterInfo: c.chapterInfo,
    fileLocation: c.fileLocation || null,
  }));

export async function createCourse(deps: AppDeps, input: Input): Promise<CourseDto> {
  const subject = await findSubjectByName(deps.db, input.curriculumCode, input.subject);
  const id = crypto.randomUUID();
  await deps.db.transaction(async (tx) => {
    await tx.insert(courses).values({
      id,
      curriculum: subject.curriculum,
      curriculumCode: subject.curriculumCode,
      subject: subject.subject,
      topic: input.topic,
      topicInfo: sanitizeRichText(input.topicInfo ?? ''),
    });
    await tx.insert(chapters).values(chapterValues(id, input));
  });
  return getCourse(deps.db, id);
}

/**
 * Updates a topic and its chapters, in order. Chapters sent with their _id are updated in place,
 * so the video and reading files attached to them stay; chapters left out are deleted.
 */
export async function updateCourse(deps: AppDeps, id: string, input: Input): Promise<CourseDto> {
  await getCourse(deps.db, id);
  const subject = await findSubjectByName(deps.db, input.curriculumCode, input.subject);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(courses)
      .set({
        curriculum: subject.curriculum,
        curriculumCode: subject.curriculumCode,
        subject: subject.subject,
        topic: input.topic,
        topicInfo: sanitizeRichText(input.topicInfo ?? ''),
      })
      .where(eq(courses.id, id));
    const existing = new Set(
      (await tx.select({ id: chapters.id }).from(chapters).where(eq(chapters.courseId, id))).map((c) => c.id),
    );
    const kept = new Set<string>();
    for (const [position, c] of input.chapters.entries()) {
      if (c._id && existing.has(c._id) && !kept.has(c._id)) {
        kept.add(c._id);
        await tx
          .update(chapters)
          .set({
            position,
            chapter: c.chapter,
            chapterInfo: c.chapterInfo,
            ...(c.fileLocation ? { fileLocation: c.fileLocation } : {}),
          })
          .where(eq(chapters.id, c._id));
      } else {
        await tx.insert(chapters).values({
          id: crypto.randomUUID(),
          courseId: id,
          position,
          chapter: c.chapter,
          chapterInfo: c.chapterInfo,
          fileLocation: c.fileLocation || null,
        });
      }
    }
    const removed = [...existing].filter((chapterId) => !kept.has(chapterId));
    if (removed.length) await tx.delete(chapters).where(inArray(chapters.id, removed));
  });
  return getCourse(deps.db, id);
}

export async function deleteCourse(deps: AppDeps, actor: AuditActor, id: string): Promise<void> {
  const course = await getCourse(deps.db, id);
  await deps.db.transaction(async (tx) => {
    await tx.delete(chapters).where(eq(chapters.courseId, id));
    await tx.delete(courses).where(eq(courses.id, id));
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'chapter',
      entityId: id,
      summary: `Deleted topic ${course.topic} (${course.subject}, ${course.curriculumCode}) with its ${course.chapters.length} chapters`,
      before: { curriculumCode: course.curriculumCode, subject: course.subject, topic: course.topic },
    });
  });
}

/** Copies a topic with its chapters under the same subject, as "topic (copy)". */
export async function copyCourse(deps: AppDeps, actor: AuditActor, id: string): Promise<CourseDto> {
  const source = await getCourse(deps.db, id);
  assertCopyable(source.topic);
  const newId = crypto.randomUUID();
  await deps.db.transaction(async (tx) => {
    const siblings = await tx
      .select({ topic: courses.topic })
      .from(courses)
      .where(and(eq(courses.curriculumCode, source.curriculumCode), eq(courses.subject, source.subject)));
    const taken = new Set(siblings.map((s) => s.topic));
    let n = 1;
    while (taken.has(copyName(source.topic, n))) n++;
    await tx.insert(courses).values({
      id: newId,
      curriculum: source.curriculum,
      curriculumCode: source.curriculumCode,
      subject: source.subject,
      topic: copyName(source.topic, n),
      topicInfo: source.topicInfo,
    });
    await tx.insert(chapters).values(
      source.chapters.map((c, position) => ({
        id: crypto.randomUUID(),
        courseId: newId,
        position,
        chapter: c.chapter,
        chapterInfo: c.chapterInfo,
        fileLocation: c.fileLocation,
      })),
    );
    await recordAudit(tx, {
      actor,
      action: 'copy',
      entity: 'chapter',
      entityId: newId,
      summary: `Copied topic ${source.topic} (${source.subject}, ${source.curriculumCode}) as ${copyName(source.topic, n)}`,
    });
  });
  return getCourse(deps.db, newId);
}

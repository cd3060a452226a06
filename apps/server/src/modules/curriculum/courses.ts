import crypto from 'node:crypto';
import { copyName } from '@kaksha/contracts/copies';
import type { CourseDto, CourseInput } from '@kaksha/contracts/curriculum-content';
import type { ListQueryInput } from '@kaksha/contracts/list-query';
import { messages } from '@kaksha/contracts/messages';
import type { Queryable } from '../../db/client.ts';
import type { Page } from '../../db/list-page.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { sanitizeRichText } from '../../platform/html/sanitize.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { assertCopyable } from './policy.ts';
import { presentCourses } from './presenter.ts';
import {
  chapterIdsOf,
  courseRows,
  deleteChapters,
  deleteCourseWithChapters,
  findSubjectByName,
  insertChapters,
  insertCourse,
  pageCourseRows,
  topicsOfSubject,
  updateChapter,
  updateCourseRow,
} from './queries.ts';

type Input = CourseInput;

/** The chapter content of one subject of a curriculum. */
export const coursesOfSubject = async (db: Queryable, curriculumCode: string, subject: string) =>
  presentCourses(db, await courseRows(db, { curriculumCode, subject }));

/** The chapter content list: topics a page at a time (newest first), each with its chapters. */
export async function pageCourses(db: Queryable, query: ListQueryInput = {}): Promise<Page<CourseDto>> {
  const page = await pageCourseRows(db, query);
  return { ...page, rows: await presentCourses(db, page.rows) };
}

export async function getCourse(db: Queryable, id: string): Promise<CourseDto> {
  const [course] = await presentCourses(db, await courseRows(db, { id }));
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
    await insertCourse(
      tx,
      {
        id,
        curriculum: subject.curriculum,
        curriculumCode: subject.curriculumCode,
        subject: subject.subject,
        topic: input.topic,
        topicInfo: sanitizeRichText(input.topicInfo ?? ''),
      },
      chapterValues(id, input),
    );
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
    await updateCourseRow(tx, id, {
      curriculum: subject.curriculum,
      curriculumCode: subject.curriculumCode,
      subject: subject.subject,
      topic: input.topic,
      topicInfo: sanitizeRichText(input.topicInfo ?? ''),
    });
    const existing = new Set(await chapterIdsOf(tx, id));
    const kept = new Set<string>();
    for (const [position, c] of input.chapters.entries()) {
      if (c._id && existing.has(c._id) && !kept.has(c._id)) {
        kept.add(c._id);
        await updateChapter(tx, c._id, {
          position,
          chapter: c.chapter,
          chapterInfo: c.chapterInfo,
          ...(c.fileLocation ? { fileLocation: c.fileLocation } : {}),
        });
      } else {
        await insertChapters(tx, [
          {
            id: crypto.randomUUID(),
            courseId: id,
            position,
            chapter: c.chapter,
            chapterInfo: c.chapterInfo,
            fileLocation: c.fileLocation || null,
          },
        ]);
      }
    }
    const removed = [...existing].filter((chapterId) => !kept.has(chapterId));
    if (removed.length) await deleteChapters(tx, removed);
  });
  return getCourse(deps.db, id);
}

export async function deleteCourse(deps: AppDeps, actor: AuditActor, id: string): Promise<void> {
  const course = await getCourse(deps.db, id);
  await deps.db.transaction(async (tx) => {
    await deleteCourseWithChapters(tx, id);
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
    const taken = new Set(await topicsOfSubject(tx, source.curriculumCode, source.subject));
    let n = 1;
    while (taken.has(copyName(source.topic, n))) n++;
    await insertCourse(
      tx,
      {
        id: newId,
        curriculum: source.curriculum,
        curriculumCode: source.curriculumCode,
        subject: source.subject,
        topic: copyName(source.topic, n),
        topicInfo: source.topicInfo,
      },
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

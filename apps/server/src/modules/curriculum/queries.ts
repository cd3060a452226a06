import crypto from 'node:crypto';
import type { DeleteImpactDto, DeleteKind } from '@kaksha/contracts/delete-impact';
import type { ListQueryInput } from '@kaksha/contracts/list-query';
import { messages } from '@kaksha/contracts/messages';
import {
  and,
  asc,
  count,
  countDistinct,
  eq,
  getTableColumns,
  inArray,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type TopicPlace, topicIs } from '../../db/chapter-place.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { type ListSpec, pageTable } from '../../db/list-page.ts';
import {
  assessments,
  attempts,
  type ChapterRow,
  type CurriculumRow,
  certificates,
  chapters,
  courses,
  curricula,
  type EnrolmentRow,
  enrolments,
  meetings,
  paymentOrders,
  queryChats,
  questions,
  type ReadingFileRow,
  readingFiles,
  type SubjectRow,
  subjects,
  templates,
  tutoringSessions,
  users,
  videos,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

export async function findCurriculum(db: Queryable, id: string): Promise<CurriculumRow> {
  const [row] = await db.select().from(curricula).where(eq(curricula.id, id)).limit(1);
  if (!row) throw notFound(messages.curriculumNotFound);
  return row;
}

export async function findCurriculumByCode(db: Queryable, curriculumCode: string): Promise<CurriculumRow> {
  const [row] = await db.select().from(curricula).where(eq(curricula.curriculumCode, curriculumCode)).limit(1);
  if (!row) throw notFound(messages.curriculumNotFound);
  return row;
}

/** True when another curriculum has this code in any letter case ("ABC-2026" is "abc-2026"). */
export async function codeTaken(db: Queryable, curriculumCode: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: curricula.id })
    .from(curricula)
    .where(
      and(
        eq(sql`lower(${curricula.curriculumCode})`, curriculumCode.toLowerCase()),
        exceptId ? ne(curricula.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Students (not teachers, not deleted accounts) enrolled in a curriculum. */
export async function enrolledStudents(db: Queryable, curriculumCode: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(and(eq(enrolments.curriculumCode, curriculumCode), eq(users.role, 'student'), isNull(users.deletedAt)));
  return row?.n ?? 0;
}

/**
 * Locks a curriculum against deletion (FOR SHARE) for the rest of the transaction that enrols
 * someone in it; answers the row, or undefined when it is gone. removeCurriculum waits for it.
 */
export async function lockCurriculumForEnrolment(
  tx: Queryable,
  curriculumCode: string,
): Promise<CurriculumRow | undefined> {
  const [row] = await tx
    .select()
    .from(curricula)
    .where(eq(curricula.curriculumCode, curriculumCode))
    .limit(1)
    .for('share');
  return row;
}

const curriculumList = {
  search: [curricula.curriculum, curricula.curriculumCode, curricula.longName],
  sorts: {
    curriculum: sql`lower(${curricula.curriculum})`,
    curriculumCode: curricula.curriculumCode,
    startDate: curricula.startDate,
    createDate: curricula.createDate,
  },
  defaultSort: 'createDate',
  defaultOrder: 'desc',
  tiebreak: curricula.id,
} satisfies ListSpec<'curriculum' | 'curriculumCode' | 'startDate' | 'createDate'>;

/** Curricula, newest first unless sorted otherwise, a page at a time (search: name, code, long name). */
export const listCurricula = (db: Queryable, query: ListQueryInput = {}) =>
  pageTable(db, curricula, curriculumList, query);

const subjectList = {
  search: [subjects.subject, subjects.curriculum, subjects.curriculumCode],
  sorts: {
    subject: sql`lower(${subjects.subject})`,
    curriculum: subjects.curriculumCode,
    startDate: subjects.startDate,
    createDate: subjects.createDate,
  },
  defaultSort: 'curriculum',
  defaultOrder: 'asc',
  tiebreak: subjects.id,
} satisfies ListSpec<'subject' | 'curriculum' | 'startDate' | 'createDate'>;

/** Subjects (of one curriculum when given), a page at a time; by curriculum code unless sorted otherwise. */
export const pageSubjects = (db: Queryable, query: ListQueryInput & { curriculumCode?: string }) =>
  pageTable(
    db,
    subjects,
    subjectList,
    query,
    query.curriculumCode ? eq(subjects.curriculumCode, query.curriculumCode) : undefined,
  );

/** The subjects of a curriculum (or of all), by name. */
export const listSubjects = (db: Queryable, curriculumCode?: string) =>
  db
    .select()
    .from(subjects)
    .where(curriculumCode ? eq(subjects.curriculumCode, curriculumCode) : undefined)
    .orderBy(asc(subjects.curriculumCode), asc(subjects.subject));

/** How many topics each subject of a curriculum has (subjects without any are left out). */
export async function topicCountsOf(db: Queryable, curriculumCode: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ subject: courses.subject, topics: sql<number>`count(distinct ${courses.topic})` })
    .from(courses)
    .where(eq(courses.curriculumCode, curriculumCode))
    .groupBy(courses.subject);
  return new Map(rows.map((r) => [r.subject, Number(r.topics)]));
}

/** The topics of a subject of a curriculum, each once, by name. */
export const topicsOf = (db: Db, curriculumCode: string, subject: string) =>
  db
    .selectDistinct({ topic: courses.topic })
    .from(courses)
    .where(and(eq(courses.curriculumCode, curriculumCode), eq(courses.subject, subject)))
    .orderBy(asc(courses.topic));

export async function findSubject(db: Queryable, id: string): Promise<SubjectRow> {
  const [row] = await db.select().from(subjects).where(eq(subjects.id, id)).limit(1);
  if (!row) throw notFound(messages.subjectNotFound);
  return row;
}

export async function findSubjectByName(db: Queryable, curriculumCode: string, subject: string): Promise<SubjectRow> {
  const [row] = await db
    .select()
    .from(subjects)
    .where(and(eq(subjects.curriculumCode, curriculumCode), eq(subjects.subject, subject)))
    .limit(1);
  if (!row) throw notFound(messages.subjectNotFound);
  return row;
}

export async function subjectNameTaken(db: Queryable, curriculumCode: string, subject: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.curriculumCode, curriculumCode), eq(subjects.subject, subject)))
    .limit(1);
  return Boolean(row);
}

type NewSubject = Omit<typeof subjects.$inferInsert, 'id'>;

/** Stores a subject; undefined when its curriculum has one of that name already. */
export async function insertSubject(db: Queryable, values: NewSubject): Promise<SubjectRow | undefined> {
  const [row] = await db
    .insert(subjects)
    .values({ id: crypto.randomUUID(), ...values })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateSubjectRow(tx: Queryable, id: string, values: Partial<NewSubject>) {
  const [row] = await tx.update(subjects).set(values).where(eq(subjects.id, id)).returning();
  return row;
}

/** Where a subject's topics and questions are: its curriculum and its name. */
const placeOf = (t: typeof courses | typeof questions, subject: Pick<SubjectRow, 'curriculumCode' | 'subject'>) =>
  and(eq(t.curriculumCode, subject.curriculumCode), eq(t.subject, subject.subject));

/** Carries a subject's new name to its topics and questions, so they stay under it. */
export async function renameSubjectContent(
  tx: Queryable,
  subject: Pick<SubjectRow, 'curriculumCode' | 'subject'>,
  newName: string,
): Promise<void> {
  await tx.update(courses).set({ subject: newName }).where(placeOf(courses, subject));
  await tx.update(questions).set({ subject: newName }).where(placeOf(questions, subject));
}

/** Deletes a subject with its topics, their chapters and its questions. */
export async function deleteSubjectWithContent(tx: Queryable, subject: SubjectRow): Promise<void> {
  const courseIds = (await tx.select({ id: courses.id }).from(courses).where(placeOf(courses, subject))).map(
    (c) => c.id,
  );
  if (courseIds.length) await tx.delete(chapters).where(inArray(chapters.courseId, courseIds));
  await tx.delete(courses).where(placeOf(courses, subject));
  await tx.delete(questions).where(placeOf(questions, subject));
  await tx.delete(subjects).where(eq(subjects.id, subject.id));
}

/** One topic by id, or the topics of one subject of a curriculum, by curriculum, subject and topic. */
export const courseRows = (db: Queryable, of: { id: string } | { curriculumCode: string; subject: string }) =>
  db
    .select()
    .from(courses)
    .where(
      'id' in of
        ? eq(courses.id, of.id)
        : and(eq(courses.curriculumCode, of.curriculumCode), eq(courses.subject, of.subject)),
    )
    .orderBy(asc(courses.curriculumCode), asc(courses.subject), asc(courses.topic));

export const chaptersOfCourses = (db: Queryable, courseIds: string[]): Promise<ChapterRow[]> =>
  db.select().from(chapters).where(inArray(chapters.courseId, courseIds));

export const subjectsOfCurricula = (db: Queryable, curriculumCodes: string[]): Promise<SubjectRow[]> =>
  db.select().from(subjects).where(inArray(subjects.curriculumCode, curriculumCodes));

export const courseList = {
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

/** The chapter content list: topics a page at a time, newest first. */
export const pageCourseRows = (db: Queryable, query: ListQueryInput = {}) => pageTable(db, courses, courseList, query);

type NewCourse = typeof courses.$inferInsert;
type NewChapter = typeof chapters.$inferInsert;

/** A topic with its chapters. */
export async function insertCourse(tx: Queryable, course: NewCourse, chapterRows: NewChapter[]): Promise<void> {
  await tx.insert(courses).values(course);
  await insertChapters(tx, chapterRows);
}

export async function insertChapters(tx: Queryable, rows: NewChapter[]): Promise<void> {
  if (rows.length) await tx.insert(chapters).values(rows);
}

export async function updateCourseRow(tx: Queryable, id: string, values: Partial<NewCourse>): Promise<void> {
  await tx.update(courses).set(values).where(eq(courses.id, id));
}

export async function chapterIdsOf(tx: Queryable, courseId: string): Promise<string[]> {
  return (await tx.select({ id: chapters.id }).from(chapters).where(eq(chapters.courseId, courseId))).map((c) => c.id);
}

export async function updateChapter(tx: Queryable, id: string, values: Partial<NewChapter>): Promise<void> {
  await tx.update(chapters).set(values).where(eq(chapters.id, id));
}

export async function deleteChapters(tx: Queryable, ids: string[]): Promise<void> {
  await tx.delete(chapters).where(inArray(chapters.id, ids));
}

export async function deleteCourseWithChapters(tx: Queryable, id: string): Promise<void> {
  await tx.delete(chapters).where(eq(chapters.courseId, id));
  await tx.delete(courses).where(eq(courses.id, id));
}

/** The topic names of one subject of a curriculum. */
export async function topicsOfSubject(tx: Queryable, curriculumCode: string, subject: string): Promise<string[]> {
  const rows = await tx
    .select({ topic: courses.topic })
    .from(courses)
    .where(and(eq(courses.curriculumCode, curriculumCode), eq(courses.subject, subject)));
  return rows.map((r) => r.topic);
}

type NewCurriculum = Omit<typeof curricula.$inferInsert, 'id'>;

/** Stores a curriculum; undefined when its code is taken (the unique index, a race included). */
export async function insertCurriculum(tx: Queryable, values: NewCurriculum): Promise<CurriculumRow | undefined> {
  const [row] = await tx
    .insert(curricula)
    .values({ id: crypto.randomUUID(), ...values })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Stores a copy of a curriculum under its new code; a taken code fails as the unique index says. */
export async function insertCurriculumCopy(tx: Queryable, values: NewCurriculum): Promise<CurriculumRow> {
  const [row] = await tx
    .insert(curricula)
    .values({ id: crypto.randomUUID(), ...values })
    .returning();
  if (!row) throw new Error('curriculum copy not inserted');
  return row;
}

/** A curriculum's row, locked until the transaction `tx` ends. */
export async function lockCurriculum(
  tx: Queryable,
  by: { id: string } | { curriculumCode: string; curriculum: string },
): Promise<CurriculumRow | undefined> {
  const [row] = await tx
    .select()
    .from(curricula)
    .where(
      'id' in by
        ? eq(curricula.id, by.id)
        : and(eq(curricula.curriculumCode, by.curriculumCode), eq(curricula.curriculum, by.curriculum)),
    )
    .limit(1)
    .for('update');
  return row;
}

export async function updateCurriculumRow(tx: Queryable, id: string, values: Partial<NewCurriculum>) {
  const [row] = await tx.update(curricula).set(values).where(eq(curricula.id, id)).returning();
  return row;
}

/** Deletes a curriculum with its subjects, topics, their chapters and its questions. */
export async function deleteCurriculumWithContent(tx: Queryable, curriculum: CurriculumRow): Promise<void> {
  const { curriculumCode } = curriculum;
  const courseIds = (
    await tx.select({ id: courses.id }).from(courses).where(eq(courses.curriculumCode, curriculumCode))
  ).map((c) => c.id);
  if (courseIds.length) await tx.delete(chapters).where(inArray(chapters.courseId, courseIds));
  await tx.delete(courses).where(eq(courses.curriculumCode, curriculumCode));
  await tx.delete(questions).where(eq(questions.curriculumCode, curriculumCode));
  // Nobody sat them (a sitting stops the delete first); their frozen questions and rooms cascade.
  await tx.delete(assessments).where(eq(assessments.curriculumCode, curriculumCode));
  await tx.delete(subjects).where(eq(subjects.curriculumCode, curriculumCode));
  await tx.delete(curricula).where(eq(curricula.id, curriculum.id));
}

/**
 * Copies a curriculum's subjects, topics with their chapters, and questions under a copy's name
 * and code (`moved`), in the caller's transaction; answers how many of each were copied. New
 * questions get new question IDs from the sequence, and are the copier's.
 */
export async function copyContent(
  tx: Queryable,
  sourceCode: string,
  moved: { curriculum: string; curriculumCode: string },
  actor: { userId: string; role: string },
) {
  const now = new Date();
  const subjectRows = await tx.select().from(subjects).where(eq(subjects.curriculumCode, sourceCode));
  if (subjectRows.length) {
    await tx
      .insert(subjects)
      .values(subjectRows.map((s) => ({ ...s, ...moved, id: crypto.randomUUID(), createDate: now })));
  }

  const courseRows = await tx.select().from(courses).where(eq(courses.curriculumCode, sourceCode));
  let chapterCount = 0;
  for (const course of courseRows) {
    const courseId = crypto.randomUUID();
    await tx.insert(courses).values({ ...course, ...moved, id: courseId, createDate: now });
    const chapterRows = await tx.select().from(chapters).where(eq(chapters.courseId, course.id));
    if (chapterRows.length) {
      await tx.insert(chapters).values(chapterRows.map((c) => ({ ...c, id: crypto.randomUUID(), courseId })));
    }
    chapterCount += chapterRows.length;
  }

  const questionRows = await tx.select().from(questions).where(eq(questions.curriculumCode, sourceCode));
  if (questionRows.length) {
    // New questions get new question IDs from the sequence.
    await tx.insert(questions).values(
      questionRows.map(({ questionId: _questionId, ...q }) => ({
        ...q,
        ...moved,
        id: crypto.randomUUID(),
        createdBy: actor.userId,
        role: actor.role,
        createDate: now,
      })),
    );
  }

  return {
    subjects: subjectRows.length,
    courses: courseRows.length,
    chapters: chapterCount,
    questions: questionRows.length,
  };
}

/** True when anything outside the curriculum's own catalogue refers to its code. */
export async function codeInUse(tx: Queryable, code: string): Promise<boolean> {
  for (const table of [enrolments, users, templates, assessments, meetings, queryChats, tutoringSessions]) {
    const [row] = await tx
      .select({ code: table.curriculumCode })
      .from(table)
      .where(eq(table.curriculumCode, code))
      .limit(1);
    if (row) return true;
  }
  return false;
}

/**
 * Gives a curriculum its new name and code (and the parts they come from), then moves its
 * subjects, topics and questions to the new code. The curriculum first: a clash on the unique
 * index fails there, before anything moved.
 */
export async function moveCurriculumCode(
  tx: Queryable,
  row: CurriculumRow,
  renamed: {
    organizationCode: string;
    curriculumAward: string;
    shortName: string;
    curriculum: string;
    curriculumCode: string;
  },
): Promise<void> {
  await tx.update(curricula).set(renamed).where(eq(curricula.id, row.id));
  const moved = { curriculum: renamed.curriculum, curriculumCode: renamed.curriculumCode };
  for (const table of [subjects, courses, questions]) {
    await tx.update(table).set(moved).where(eq(table.curriculumCode, row.curriculumCode));
  }
}

/** The caller's enrolments: the only curricula a student or teacher may browse. */
export const enrolmentsOf = (db: Queryable, userId: string): Promise<NamedEnrolment[]> =>
  withLongName(db).where(eq(enrolments.userId, userId)).orderBy(enrolments.createdAt);

/** An enrolment with its curriculum's long name, the name people know it by (null once deleted). */
export type NamedEnrolment = EnrolmentRow & { longName: string | null };

const withLongName = (db: Queryable) =>
  db
    .select({ ...getTableColumns(enrolments), longName: curricula.longName })
    .from(enrolments)
    .leftJoin(curricula, eq(curricula.curriculumCode, enrolments.curriculumCode))
    .$dynamic();

/** Whether the user is enrolled in (or assigned to) the curriculum. */
export async function isEnrolledIn(db: Queryable, userId: string, curriculumCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.curriculumCode, curriculumCode)))
    .limit(1);
  return row !== undefined;
}

/** The caller's enrolment in a curriculum named by its name or its code. */
export async function findOwnEnrolment(db: Queryable, userId: string, curriculum: string): Promise<NamedEnrolment> {
  const [row] = await withLongName(db)
    .where(
      and(
        eq(enrolments.userId, userId),
        or(eq(enrolments.curriculum, curriculum), eq(enrolments.curriculumCode, curriculum)),
      ),
    )
    .orderBy(enrolments.createdAt)
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The chapters of a topic in order, each with the id of its video (if any). */
export function chaptersOfTopic(db: Queryable, ref: TopicPlace) {
  return db
    .select({
      id: chapters.id,
      chapter: chapters.chapter,
      chapterInfo: chapters.chapterInfo,
      fileLocation: chapters.fileLocation,
      videoId: videos.id,
    })
    .from(chapters)
    .innerJoin(courses, eq(chapters.courseId, courses.id))
    .leftJoin(videos, eq(videos.chapterId, chapters.id))
    .where(topicIs(ref))
    .orderBy(asc(courses.createDate), asc(chapters.position));
}

/** The reading files of some videos, in upload order. */
export async function readingFilesOfVideos(db: Queryable, videoIds: string[]): Promise<ReadingFileRow[]> {
  if (videoIds.length === 0) return [];
  return db
    .select()
    .from(readingFiles)
    .where(inArray(readingFiles.videoId, videoIds))
    .orderBy(asc(readingFiles.createdAt), asc(readingFiles.id));
}

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

/** The long name of a curriculum by its code, or null when there is none. */
export async function curriculumNameByCode(db: Queryable, curriculumCode: string): Promise<string | null> {
  const [row] = await db
    .select({ curriculum: curricula.curriculum })
    .from(curricula)
    .where(eq(curricula.curriculumCode, curriculumCode))
    .limit(1);
  return row?.curriculum ?? null;
}

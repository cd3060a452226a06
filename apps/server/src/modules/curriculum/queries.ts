import { type ListQueryInput, messages } from '@kaksha/contracts';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { type ListSpec, pageTable } from '../../db/list-page.ts';
import { type CurriculumRow, courses, curricula, enrolments, subjects, users } from '../../db/schema/index.ts';
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

import { messages } from '@kaksha/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CurriculumRow, curricula, enrolments, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

/** A transaction or the database: use cases run in either. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

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

export async function codeTaken(db: Queryable, curriculumCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: curricula.id })
    .from(curricula)
    .where(eq(curricula.curriculumCode, curriculumCode))
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

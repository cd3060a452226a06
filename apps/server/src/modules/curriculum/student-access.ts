import { and, eq, getTableColumns, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { curricula, type EnrolmentRow, enrolments } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { isStaff } from '../../http/roles.ts';

/** The caller's enrolments: the only curricula a student or teacher may browse. */
export const enrolmentsOf = (db: Db, userId: string): Promise<NamedEnrolment[]> =>
  withLongName(db).where(eq(enrolments.userId, userId)).orderBy(enrolments.createdAt);

/** An enrolment with its curriculum's long name, the name people know it by (null once deleted). */
export type NamedEnrolment = EnrolmentRow & { longName: string | null };

const withLongName = (db: Db) =>
  db
    .select({ ...getTableColumns(enrolments), longName: curricula.longName })
    .from(enrolments)
    .leftJoin(curricula, eq(curricula.curriculumCode, enrolments.curriculumCode))
    .$dynamic();

/**
 * Staff browse every curriculum; a student or teacher only those they are enrolled in. Others
 * answer 404, the same as a curriculum that does not exist.
 */
export async function assertMayBrowse(db: Db, actor: Actor, curriculumCode: string): Promise<void> {
  if (isStaff(actor)) return;
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, actor.userId), eq(enrolments.curriculumCode, curriculumCode)))
    .limit(1);
  if (!row) throw notFound();
}

/** The caller's enrolment in a curriculum named by its name or its code. */
export async function findOwnEnrolment(db: Db, userId: string, curriculum: string): Promise<NamedEnrolment> {
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

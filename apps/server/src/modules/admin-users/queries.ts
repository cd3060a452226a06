import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { curricula, roles, subjects, type UserRow, users } from '../../db/schema/index.ts';

/** A user who has not been deleted, or undefined. */
export async function findLiveUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/**
 * Counts active, live superadmins and locks their rows until the transaction ends, so two admins
 * removing the last two superadmins at once cannot both succeed.
 */
export async function lockActiveSuperadmins(tx: Db): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'superadmin'), eq(users.isActive, true), isNull(users.deletedAt)))
    .for('update');
  return rows.length;
}

/** Whether a live user other than `exceptId` already has this e-mail. */
export async function emailTaken(db: Db, email: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

export async function roleExists(db: Db, roleName: string): Promise<boolean> {
  const [row] = await db.select({ n: roles.roleName }).from(roles).where(eq(roles.roleName, roleName)).limit(1);
  return Boolean(row);
}

/** The curriculum's name when `subject` is one of its subjects, else null. */
export async function findCurriculumSubject(
  db: Db,
  curriculumCode: string,
  subject: string,
): Promise<{ curriculum: string | null; subjectFound: boolean }> {
  const [cur] = await db
    .select({ curriculum: curricula.curriculum })
    .from(curricula)
    .where(eq(curricula.curriculumCode, curriculumCode))
    .limit(1);
  if (!cur) return { curriculum: null, subjectFound: false };
  const [sub] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.curriculumCode, curriculumCode), eq(subjects.subject, subject)))
    .limit(1);
  return { curriculum: cur.curriculum, subjectFound: Boolean(sub) };
}

/** Postgres reports a broken unique index as 23505; drizzle may wrap the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

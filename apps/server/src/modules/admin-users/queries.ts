import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { curricula, roles, subjects, users } from '../../db/schema/index.ts';

/** One definition of a live user, shared with the accounts domain. */
export { findLiveUser } from '../accounts/queries.ts';

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

/** Adds a role; a name that exists breaks the unique index (see isUniqueViolation). */
export async function insertRole(db: Db, roleName: string) {
  const [row] = await db.insert(roles).values({ roleName, builtIn: false }).returning();
  if (!row) throw new Error('role not created');
  return row;
}

/** Built-in roles first, then by name. */
export const listRoles = (db: Db) => db.select().from(roles).orderBy(desc(roles.builtIn), asc(roles.roleName));

const byName = [asc(users.firstName), asc(users.lastName), asc(users.email)];

/** Live users who are not students (or the one of `userId`), by name. */
export const listStaff = (db: Db, userId?: string) =>
  db
    .select()
    .from(users)
    .where(and(isNull(users.deletedAt), ne(users.role, 'student'), userId ? eq(users.id, userId) : undefined))
    .orderBy(...byName);

/** Live students (or the one of `userId`), by name. */
export const listStudents = (db: Db, userId?: string) =>
  db
    .select()
    .from(users)
    .where(and(isNull(users.deletedAt), eq(users.role, 'student'), userId ? eq(users.id, userId) : undefined))
    .orderBy(...byName);

/** Users awaiting acceptance: not active, not rejected, not deleted; oldest first. */
export const listAwaitingAcceptance = (db: Db) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.isActive, false), eq(users.isRejected, false), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt));

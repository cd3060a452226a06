import crypto from 'node:crypto';
import type { RegisterBody } from '@kaksha/contracts/registration';
import { and, asc, eq, getTableColumns, gte, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type CurriculumRow, curricula, enrolments, type UserRow, users } from '../../db/schema/index.ts';

/** A user by id, deleted or not (a signed-in user's own row). */
export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** A user who has not been deleted, or undefined. */
export async function findLiveUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** Curricula still running on `today` (the school's date), by long name: what one may join. */
export const curriculaOpenToJoin = (db: Db, today: string) =>
  db
    .select({
      curriculum: curricula.curriculum,
      curriculumCode: curricula.curriculumCode,
      longName: curricula.longName,
      price: curricula.price,
    })
    .from(curricula)
    .where(gte(curricula.endDate, today))
    .orderBy(asc(curricula.longName));

/** The live user of an e-mail (e-mails are kept lower-case), or undefined. */
export async function findLiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** A live user's row, locked until the transaction `tx` ends. */
export async function lockLiveUser(tx: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1)
    .for('update');
  return row;
}

type UserChange = Partial<Omit<typeof users.$inferInsert, 'id'>>;

/** Changes a user's row; undefined when there is none. */
export async function updateUser(db: Db, id: string, values: UserChange): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** Changes a live (not deleted) user's row; undefined when there is none. */
export async function updateLiveUser(db: Db, id: string, values: UserChange): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning();
  return row;
}

/** Whether an account already names this stored identity document. */
export async function identityClaimed(db: Db, location: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.identityUrl, location)).limit(1);
  return row !== undefined;
}

export async function findCurriculumByCode(db: Db, curriculumCode: string): Promise<CurriculumRow | undefined> {
  const [row] = await db.select().from(curricula).where(eq(curricula.curriculumCode, curriculumCode)).limit(1);
  return row;
}

/** The curriculum codes a user is enrolled in (a teacher once per subject). */
export const enrolmentCodesOf = (db: Db, userId: string) =>
  db.select({ code: enrolments.curriculumCode }).from(enrolments).where(eq(enrolments.userId, userId));

/** The user's enrolment in a curriculum (a teacher's: in that subject), if any. */
export async function findEnrolment(db: Db, userId: string, curriculumCode: string, subject?: string) {
  const conditions: SQL[] = [eq(enrolments.userId, userId), eq(enrolments.curriculumCode, curriculumCode)];
  if (subject) conditions.push(eq(enrolments.subject, subject));
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(...conditions))
    .limit(1);
  return row;
}

/** The user's enrolments with each curriculum's long name. */
export const enrolmentsWithLongName = (db: Db, userId: string) =>
  db
    .select({ ...getTableColumns(enrolments), longName: curricula.longName })
    .from(enrolments)
    .leftJoin(curricula, eq(curricula.curriculumCode, enrolments.curriculumCode))
    .where(eq(enrolments.userId, userId));

/** A student account as registration writes it: its user row and its one enrolment. */
export interface NewAccount {
  id: string;
  email: string;
  passwordHash: string | null;
  google: boolean;
  input: z.output<typeof RegisterBody>;
  curriculum: CurriculumRow;
}

export async function insertAccountRows(tx: Db, a: NewAccount): Promise<void> {
  const { input, curriculum } = a;
  await tx.insert(users).values({
    id: a.id,
    email: a.email,
    passwordHash: a.passwordHash,
    role: 'student',
    firstName: input.firstName,
    middleName: input.middleName,
    lastName: input.lastName,
    mobile: input.mobile,
    gender: input.gender,
    dob: input.dob,
    address: input.address,
    country: input.country,
    state: input.state,
    city: input.city,
    pincode: input.pincode,
    identityNumber: input.identityNumber || null,
    identityUrl: input.identityUrl ?? null,
    parentOrGardien: input.parentOrGardien ?? null,
    isActive: false,
    isEmailVerified: a.google,
    isGoogle: a.google,
    curriculum: curriculum.curriculum,
    curriculumCode: curriculum.curriculumCode,
  });
  await tx.insert(enrolments).values({
    id: crypto.randomUUID(),
    userId: a.id,
    curriculum: curriculum.curriculum,
    curriculumCode: curriculum.curriculumCode,
    startDate: curriculum.startDate,
    endDate: curriculum.endDate,
  });
}

import crypto from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type CurriculumRow,
  curricula,
  enrolments,
  type StudentImportRunRow,
  studentImports,
  type UserRow,
  users,
} from '../../db/schema/index.ts';
import type { ValidStudentRow } from './check-student-file.ts';

/** Lower-cased e-mails of live users among `emails`, a thousand at a time. */
export async function registeredEmails(db: Db, emails: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < emails.length; i += 1000) {
    const rows = await db
      .select({ email: users.email })
      .from(users)
      .where(and(inArray(users.email, emails.slice(i, i + 1000)), isNull(users.deletedAt)));
    for (const row of rows) found.add(row.email);
  }
  return found;
}

/** The curricula of these codes, by lower-cased code (codes are unique in any letter case). */
export async function curriculaByCode(db: Db, codes: string[]): Promise<Map<string, CurriculumRow>> {
  if (codes.length === 0) return new Map();
  const lowered = [...new Set(codes.map((c) => c.toLowerCase()))];
  const rows = await db
    .select()
    .from(curricula)
    .where(inArray(sql`lower(${curricula.curriculumCode})`, lowered));
  return new Map(rows.map((row) => [row.curriculumCode.toLowerCase(), row]));
}

/** The run's transaction holds this advisory lock, so any instance can tell a live run from a stopped one. */
const runLock = (id: string) => sql`hashtextextended(${`student-import:${id}`}, 0)`;

/** Whether some transaction (of any instance) holds the run's lock; tried in a transaction of its own. */
export function runLockHeld(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${runLock(id)}) as free`);
    const [row] = (result as unknown as { rows: { free: boolean }[] }).rows;
    return row?.free === false;
  });
}

/** Holds the run's lock until the transaction `tx` ends. */
export async function holdRunLock(tx: Db, id: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${runLock(id)})`);
}

/** The user's run of this id, or their latest run. */
export async function findRun(db: Db, userId: string, importID?: string): Promise<StudentImportRunRow | null> {
  const [row] = await db
    .select()
    .from(studentImports)
    .where(and(eq(studentImports.createdBy, userId), importID ? eq(studentImports.id, importID) : undefined))
    .orderBy(desc(studentImports.startedAt))
    .limit(1);
  return row ?? null;
}

export async function insertRun(
  db: Db,
  run: Pick<StudentImportRunRow, 'createdBy' | 'fileName' | 'total' | 'skipped'>,
): Promise<StudentImportRunRow> {
  const [row] = await db
    .insert(studentImports)
    .values({ id: crypto.randomUUID(), status: 'running', ...run })
    .returning();
  if (!row) throw new Error('import run not recorded');
  return row;
}

/** Marks a run that still says running as failed with `message`; undefined when it no longer says running. */
export async function markRunStopped(db: Db, id: string, message: string) {
  const [stopped] = await db
    .update(studentImports)
    .set({ status: 'failed', message, finishedAt: new Date() })
    .where(and(eq(studentImports.id, id), eq(studentImports.status, 'running')))
    .returning();
  return stopped;
}

export async function markRunDone(tx: Db, id: string, imported: number): Promise<void> {
  await tx
    .update(studentImports)
    .set({ status: 'done', imported, finishedAt: new Date() })
    .where(eq(studentImports.id, id));
}

export async function markRunFailed(db: Db, id: string, message: string): Promise<void> {
  await db
    .update(studentImports)
    .set({ status: 'failed', message, finishedAt: new Date() })
    .where(eq(studentImports.id, id));
}

/**
 * Creates a batch of students, accepted at `now`, each enrolled in their curriculum; answers the
 * new users' rows.
 */
export async function insertStudents(
  tx: Db,
  batch: (Pick<ValidStudentRow, 'student' | 'curriculum'> & { id: string })[],
  now: Date,
): Promise<UserRow[]> {
  const created = await tx
    .insert(users)
    .values(
      batch.map(({ student, curriculum, id }) => ({
        id,
        email: student.email,
        passwordHash: null,
        role: 'student',
        firstName: student.firstName,
        middleName: student.middleName,
        lastName: student.lastName,
        mobile: student.mobile,
        gender: student.gender,
        dob: student.dob,
        address: student.address,
        country: student.country,
        state: student.state,
        city: student.city,
        pincode: student.pincode,
        parentOrGardien: student.parentOrGardien,
        // Accepted by the admin who imported them; the e-mail is verified when they set a password.
        isActive: true,
        acceptedAt: now,
        isEmailVerified: false,
        curriculum: curriculum.curriculum,
        curriculumCode: curriculum.curriculumCode,
      })),
    )
    .returning();
  await tx.insert(enrolments).values(
    batch.map(({ curriculum, id }) => ({
      id: crypto.randomUUID(),
      userId: id,
      curriculum: curriculum.curriculum,
      curriculumCode: curriculum.curriculumCode,
      startDate: curriculum.startDate,
      endDate: curriculum.endDate,
    })),
  );
  return created;
}

import crypto from 'node:crypto';
import { messages, type StudentImportDto } from '@kaksha/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { type StudentImportRunRow, studentImports } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict } from '../../http/errors.ts';
import type { PeopleActor } from '../admin-users/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { CheckedStudentFile } from './check-student-file.ts';
import { saveStudents } from './save-students.ts';

/**
 * The imports running in this process and how many students each has prepared. The students are
 * saved in one transaction, which nothing outside it can see into, so its progress is kept here;
 * another instance answers a run it does not hold from the database row alone.
 */
const running = new Map<string, { done: number }>();

/** The run's transaction holds this advisory lock, so any instance can tell a live run from a stopped one. */
const runLock = (id: string) => sql`hashtextextended(${`student-import:${id}`}, 0)`;

/**
 * Whether a run the row says is running is really running: here (in `running`), or on another
 * instance whose transaction still holds the run's lock.
 */
async function isAlive(db: Db, id: string): Promise<boolean> {
  if (running.has(id)) return true;
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${runLock(id)}) as free`);
    const [row] = (result as unknown as { rows: { free: boolean }[] }).rows;
    return row?.free === false;
  });
}

/** A run as the screen follows it; one the row calls running but nobody runs is marked stopped first. */
export async function presentRun(db: Db, row: StudentImportRunRow): Promise<StudentImportDto> {
  let run = row;
  if (row.status === 'running' && !(await isAlive(db, row.id))) {
    const [stopped] = await db
      .update(studentImports)
      .set({ status: 'failed', message: messages.importStopped, finishedAt: new Date() })
      .where(and(eq(studentImports.id, row.id), eq(studentImports.status, 'running')))
      .returning();
    run = stopped ?? row;
  }
  return {
    importID: run.id,
    fileName: run.fileName,
    status: run.status as StudentImportDto['status'],
    total: run.total,
    done: run.status === 'done' ? run.imported : (running.get(run.id)?.done ?? 0),
    skipped: run.skipped,
    message: run.message,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

/** The caller's run of this id, or their latest run. */
export async function findRun(db: Db, actor: PeopleActor, importID?: string): Promise<StudentImportRunRow | null> {
  const [row] = await db
    .select()
    .from(studentImports)
    .where(and(eq(studentImports.createdBy, actor.userId), importID ? eq(studentImports.id, importID) : undefined))
    .orderBy(desc(studentImports.startedAt))
    .limit(1);
  return row ?? null;
}

/**
 * Starts importing a checked file's valid rows and answers the run at once: the import goes on on
 * the server whether or not the admin keeps the page open. Every student is saved in one
 * transaction that also marks the run done, so a run that fails or is stopped (the server ends)
 * leaves no student of the file behind; it is then reported as failed, and can be run again.
 */
export async function startImport(
  deps: AppDeps,
  actor: PeopleActor,
  fileName: string,
  checked: CheckedStudentFile,
): Promise<StudentImportRunRow> {
  const previous = await findRun(deps.db, actor);
  if (previous?.status === 'running' && (await isAlive(deps.db, previous.id))) {
    throw conflict(messages.importAlreadyRunning);
  }
  const [run] = await deps.db
    .insert(studentImports)
    .values({
      id: crypto.randomUUID(),
      createdBy: actor.userId,
      fileName: fileName.slice(0, 200),
      status: 'running',
      total: checked.valid.length,
      skipped: checked.preview.total - checked.valid.length,
    })
    .returning();
  if (!run) throw new Error('import run not recorded');
  const progress = { done: 0 };
  running.set(run.id, progress);
  void runImport(deps, actor, run, checked, progress).finally(() => running.delete(run.id));
  return run;
}

async function runImport(
  deps: AppDeps,
  actor: PeopleActor,
  run: StudentImportRunRow,
  checked: CheckedStudentFile,
  progress: { done: number },
): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${runLock(run.id)})`);
      await saveStudents(deps, tx, actor, checked.valid, (done) => {
        progress.done = done;
      });
      await recordAudit(tx, {
        actor,
        action: 'import',
        entity: 'student-import',
        entityId: run.id,
        summary: `Imported ${checked.valid.length} students from ${run.fileName}${run.skipped ? ` (${run.skipped} rows with problems left out)` : ''}`,
        after: { imported: checked.valid.length, skipped: run.skipped, fileName: run.fileName },
      });
      await tx
        .update(studentImports)
        .set({ status: 'done', imported: checked.valid.length, finishedAt: new Date() })
        .where(eq(studentImports.id, run.id));
    });
    deps.mail.kick();
  } catch (error) {
    // A student registered meanwhile with an e-mail of the file: the unique index refused it.
    const message = isUniqueViolation(error) ? messages.importEmailTakenMeanwhile : messages.importFailed;
    if (!isUniqueViolation(error)) deps.log.error({ err: error, importID: run.id }, 'student import failed');
    await deps.db
      .update(studentImports)
      .set({ status: 'failed', message, finishedAt: new Date() })
      .where(eq(studentImports.id, run.id))
      .catch((e: unknown) => deps.log.error({ err: e, importID: run.id }, 'student import outcome not recorded'));
  }
}

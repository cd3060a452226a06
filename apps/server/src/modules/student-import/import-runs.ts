import { messages } from '@kaksha/contracts/messages';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { StudentImportRunRow } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict } from '../../http/errors.ts';
import type { PeopleActor } from '../admin-users/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { CheckedStudentFile } from './check-student-file.ts';
import { findRun, holdRunLock, insertRun, markRunDone, markRunFailed, markRunStopped, runLockHeld } from './queries.ts';
import { saveStudents } from './save-students.ts';

/**
 * The imports running in this process and how many students each has prepared. The students are
 * saved in one transaction, which nothing outside it can see into, so its progress is kept here;
 * another instance answers a run it does not hold from the database row alone.
 */
const running = new Map<string, { done: number }>();

/**
 * Whether a run the row says is running is really running: here (in `running`), or on another
 * instance whose transaction still holds the run's lock.
 */
async function isAlive(db: Db, id: string): Promise<boolean> {
  return running.has(id) || runLockHeld(db, id);
}

/** A run as it stands: one the row calls running but nobody runs is marked stopped first. */
export async function settleRun(db: Db, row: StudentImportRunRow): Promise<StudentImportRunRow> {
  if (row.status !== 'running' || (await isAlive(db, row.id))) return row;
  return (await markRunStopped(db, row.id, messages.importStopped)) ?? row;
}

/** How many students a run going on in this process has prepared so far. */
export const preparedSoFar = (id: string): number => running.get(id)?.done ?? 0;

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
  const previous = await findRun(deps.db, actor.userId);
  if (previous?.status === 'running' && (await isAlive(deps.db, previous.id))) {
    throw conflict(messages.importAlreadyRunning);
  }
  const run = await insertRun(deps.db, {
    createdBy: actor.userId,
    fileName: fileName.slice(0, 200),
    total: checked.valid.length,
    skipped: checked.preview.total - checked.valid.length,
  });
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
      await holdRunLock(tx, run.id);
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
      await markRunDone(tx, run.id, checked.valid.length);
    });
    deps.mail.kick();
  } catch (error) {
    // A student registered meanwhile with an e-mail of the file: the unique index refused it.
    const message = isUniqueViolation(error) ? messages.importEmailTakenMeanwhile : messages.importFailed;
    if (!isUniqueViolation(error)) deps.log.error({ err: error, importID: run.id }, 'student import failed');
    await markRunFailed(deps.db, run.id, message).catch((e: unknown) =>
      deps.log.error({ err: e, importID: run.id }, 'student import outcome not recorded'),
    );
  }
}

import type { StudentImportDto } from '@kaksha/contracts/student-import';
import type { StudentImportRunRow } from '../../db/schema/index.ts';

/** A run as the screen follows it; `prepared` counts the students of a run still going on. */
export const presentRun = (run: StudentImportRunRow, prepared: number): StudentImportDto => ({
  importID: run.id,
  fileName: run.fileName,
  status: run.status as StudentImportDto['status'],
  total: run.total,
  done: run.status === 'done' ? run.imported : prepared,
  skipped: run.skipped,
  message: run.message,
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
});

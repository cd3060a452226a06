import crypto from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { queueSetPasswordMails } from '../accounts/index.ts';
import type { PeopleActor } from '../admin-users/index.ts';
import { personCreatedAudit } from '../admin-users/index.ts';
import { recordAudits } from '../audit/index.ts';
import { lockCurriculumForEnrolment } from '../curriculum/index.ts';
import type { ValidStudentRow } from './check-student-file.ts';
import { insertStudents } from './queries.ts';

/** Rows per statement: large enough that 5,000 students are a few dozen statements, small enough to report progress. */
const BATCH = 500;

/**
 * Saves checked students in the caller's transaction, a batch at a time: accepted accounts with no
 * password yet, enrolled in their curriculum (which becomes their current one), each with a mail
 * holding a link to choose their password, and an audit entry each. `onProgress` hears how many
 * are prepared; none of them is visible to anyone until the transaction commits.
 */
export async function saveStudents(
  deps: Pick<AppDeps, 'config' | 'mail'>,
  tx: Db,
  actor: PeopleActor,
  rows: readonly ValidStudentRow[],
  onProgress: (done: number) => void,
): Promise<void> {
  // Held until commit: a curriculum of the file cannot be deleted under its new students.
  for (const code of new Set(rows.map((r) => r.curriculum.curriculumCode))) {
    if (!(await lockCurriculumForEnrolment(tx, code))) throw notFound(`Curriculum ${code} no longer exists`);
  }
  const now = new Date();
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows
      .slice(start, start + BATCH)
      .map(({ student, curriculum }) => ({ student, curriculum, id: crypto.randomUUID() }));
    const created = await insertStudents(tx, batch, now);
    await queueSetPasswordMails(deps, tx, created);
    await recordAudits(
      tx,
      created.map((row) => personCreatedAudit(actor, row)),
    );
    onProgress(start + batch.length);
  }
}

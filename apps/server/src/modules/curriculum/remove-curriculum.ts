import { messages } from '@kaksha/contracts/messages';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { type AuditActor, pickFields, recordAudit } from '../audit/index.ts';
import { assertDeletable } from './policy.ts';
import { curriculumRecords, deleteCurriculumWithContent, lockCurriculum } from './queries.ts';

/**
 * Deletes a curriculum with its subjects, chapter content, questions and the tests nobody sat, in
 * one transaction. Refused (409) while it holds records about people: enrolled students, sittings
 * of its tests, tutoring sessions, purchases or certificates (the same counts the confirmation shows).
 * The curriculum row is locked (FOR UPDATE) before the students are counted, and every enrolment
 * of a student takes a share lock on it first (lockCurriculumForEnrolment), so no student can
 * join between the count and the delete.
 */
export async function removeCurriculum(
  deps: AppDeps,
  actor: AuditActor,
  curriculumCode: string,
  curriculum: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockCurriculum(tx, { curriculumCode, curriculum });
    if (!row) throw notFound(messages.curriculumNotFound);
    const records = await curriculumRecords(tx, curriculumCode);
    assertDeletable(records);
    await deleteCurriculumWithContent(tx, row);
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'curriculum',
      entityId: row.id,
      summary: `Deleted curriculum ${row.curriculumCode} with its subjects, chapters, questions and ${records.tests} unsat tests`,
      before: pickFields(row, ['curriculum', 'curriculumCode', 'longName', 'price', 'startDate', 'endDate']),
    });
  });
}

import crypto from 'node:crypto';
import { copyName } from '@kaksha/contracts/copies';
import type { Db } from '../../db/client.ts';
import type { AssessmentRow } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { pickFields, recordAudit } from '../audit/index.ts';
import { AUDITED_ASSESSMENT_FIELDS } from './create-assessment.ts';
import { assessmentNamesFrom, findAssessment, insertAssessment, questionsOfTest } from './queries.ts';

/**
 * Copies an assessment with its frozen questions under the next free "(copy n)" name, as a draft
 * (contracts' DRAFT_STATUS): students and teachers do not see it until it is saved with its own
 * dates, which schedules it. Any assessment may be copied, past ones most of all.
 */
export async function copyAssessment(db: Db, actor: Actor, testID: string): Promise<AssessmentRow> {
  const source = await findAssessment(db, testID);
  const [questions, taken] = await Promise.all([
    questionsOfTest(db, source),
    assessmentNamesFrom(db, source.assessmentName),
  ]);
  let n = 1;
  while (taken.has(copyName(source.assessmentName, n))) n++;
  const { id: _id, testId: _testId, createDate: _created, updatedAt: _updated, ...fields } = source;
  const id = crypto.randomUUID();
  return db.transaction(async (tx) => {
    const row = await insertAssessment(
      tx,
      { ...fields, id, assessmentName: copyName(source.assessmentName, n), draft: true, createdBy: actor.userId },
      questions.map((q) => ({ ...q, id: crypto.randomUUID(), testId: id })),
    );
    await recordAudit(tx, {
      actor,
      action: 'copy',
      entity: 'assessment',
      entityId: row.testId,
      summary: `Copied assessment ${source.testId} ${source.assessmentName} as ${row.testId} ${row.assessmentName} (a draft)`,
      before: { testID: source.testId },
      after: { ...pickFields(row, AUDITED_ASSESSMENT_FIELDS), questions: questions.map((q) => q.questionId) },
    });
    return row;
  });
}

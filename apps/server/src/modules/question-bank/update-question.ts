import type { Db } from '../../db/client.ts';
import type { QuestionRow } from '../../db/schema/index.ts';
import { type AuditActor, changedFields, recordAudit } from '../audit/index.ts';
import { findQuestion, updateQuestionRow } from './queries.ts';
import {
  AUDITED_QUESTION_FIELDS,
  placeOf,
  type QuestionInput,
  questionAudit,
  questionValues,
} from './question-rules.ts';

export async function updateQuestion(
  db: Db,
  actor: AuditActor,
  questionID: string,
  input: QuestionInput,
): Promise<QuestionRow> {
  const current = await findQuestion(db, questionID);
  const place = await placeOf(db, input);
  return db.transaction(async (tx) => {
    const row = await updateQuestionRow(tx, current.id, { ...place, ...questionValues(input) });
    const changed = changedFields(current, row, AUDITED_QUESTION_FIELDS);
    await recordAudit(tx, questionAudit(actor, 'update', row, `Changed question ${row.questionId}`, changed));
    return row;
  });
}

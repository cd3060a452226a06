import type { Db } from '../../db/client.ts';
import { type AuditActor, pickFields, recordAudit } from '../audit/index.ts';
import { deleteQuestionRow, findQuestion } from './queries.ts';
import { AUDITED_QUESTION_FIELDS, questionAudit } from './question-rules.ts';

export async function deleteQuestion(db: Db, actor: AuditActor, questionID: string): Promise<void> {
  const row = await findQuestion(db, questionID);
  await db.transaction(async (tx) => {
    await deleteQuestionRow(tx, row.id);
    const before = pickFields(row, AUDITED_QUESTION_FIELDS);
    await recordAudit(tx, questionAudit(actor, 'delete', row, `Deleted question ${row.questionId}`, { before }));
  });
}

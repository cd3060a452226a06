import { messages } from '@kaksha/contracts/messages';
import type { Db } from '../../db/client.ts';
import type { QuestionRow } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { findQuestion, insertQuestion } from './queries.ts';
import { isQuestionCopy, questionAudit } from './question-rules.ts';

/** A copy of a library question, marked as one; a copy is not copied again. */
export async function copyQuestion(db: Db, actor: Actor, questionID: string): Promise<QuestionRow> {
  const source = await findQuestion(db, questionID);
  if (isQuestionCopy(source)) throw conflict(messages.copyOfCopy);
  const { id: _id, questionId: _questionId, ...rest } = source;
  return db.transaction(async (tx) => {
    const row = await insertQuestion(tx, {
      ...rest,
      copiedFrom: source.id,
      createdBy: actor.userId,
      role: actor.role,
      createDate: new Date(),
    });
    const summary = `Copied question ${source.questionId} as ${row.questionId}`;
    await recordAudit(tx, questionAudit(actor, 'copy', row, summary, {}));
    return row;
  });
}

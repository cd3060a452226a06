import type { Db } from '../../db/client.ts';
import type { QuestionRow } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { pickFields, recordAudit } from '../audit/index.ts';
import { insertQuestion } from './queries.ts';
import {
  AUDITED_QUESTION_FIELDS,
  placeOf,
  type QuestionInput,
  questionAudit,
  questionValues,
} from './question-rules.ts';

export async function addQuestion(db: Db, actor: Actor, input: QuestionInput): Promise<QuestionRow> {
  const place = await placeOf(db, input);
  return db.transaction(async (tx) => {
    const row = await insertQuestion(tx, {
      ...place,
      ...questionValues(input),
      createdBy: actor.userId,
      role: actor.role,
    });
    const after = pickFields(row, AUDITED_QUESTION_FIELDS);
    await recordAudit(tx, questionAudit(actor, 'create', row, `Added question ${row.questionId}`, { after }));
    return row;
  });
}

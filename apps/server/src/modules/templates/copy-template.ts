import { copyName } from '@kaksha/contracts/copies';
import type { Db } from '../../db/client.ts';
import type { TemplateRow } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { copyRefusal } from './policy.ts';
import { deleteTemplateRow, findTemplate, insertTemplate, templateNames } from './queries.ts';

/** Copies a template under the next free "(copy n)" name; a copy cannot be copied again. */
export async function copyTemplate(db: Db, actor: Actor, templateID: string): Promise<TemplateRow> {
  const source = await findTemplate(db, templateID);
  const refusal = copyRefusal(source.templateName);
  if (refusal) throw conflict(refusal);
  const taken = await templateNames(db);
  let n = 1;
  while (taken.has(copyName(source.templateName, n))) n++;
  const { id: _id, templateId: _templateId, ...rest } = source;
  return db.transaction(async (tx) => {
    const row = await insertTemplate(tx, {
      ...rest,
      templateName: copyName(source.templateName, n),
      createdBy: actor.userId,
      createDate: new Date(),
      updatedBy: null,
      updateDate: null,
    });
    await recordAudit(tx, {
      actor,
      action: 'copy',
      entity: 'template',
      entityId: row.templateId,
      summary: `Copied template ${source.templateName} as ${row.templateName}`,
    });
    return row;
  });
}

export async function deleteTemplate(db: Db, actor: AuditActor, templateID: string): Promise<void> {
  const row = await findTemplate(db, templateID);
  await db.transaction(async (tx) => {
    await deleteTemplateRow(tx, row.id);
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'template',
      entityId: row.templateId,
      summary: `Deleted template ${row.templateName}`,
      before: { templateName: row.templateName, curriculumCode: row.curriculumCode, questions: row.questionIds },
    });
  });
}

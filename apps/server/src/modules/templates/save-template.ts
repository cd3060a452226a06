import type { TemplateInput } from '@kaksha/contracts/templates';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { TemplateRow } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest } from '../../http/errors.ts';
import { questionPlaceIssue } from './policy.ts';
import { curriculumNameOf, findTemplate, insertTemplate, questionsByIds, updateTemplateRow } from './queries.ts';

type Input = z.output<typeof TemplateInput>;

/** The template's fields, after checking its curriculum and that every question is of its place. */
async function checkedValues(db: Db, input: Input) {
  const curriculum = await curriculumNameOf(db, input.curriculumCode);
  const found = await questionsByIds(db, input.questions);
  const issue = questionPlaceIssue(input, input.questions, found);
  if (issue) throw badRequest(issue, [{ field: 'questions', message: issue }]);
  return {
    templateName: input.templateName,
    templateType: input.templateType,
    curriculum,
    curriculumCode: input.curriculumCode,
    subject: input.subject,
    topic: input.topic,
    chapter: input.chapter,
    questionIds: input.questions,
  };
}

export async function createTemplate(db: Db, actor: Actor, input: Input): Promise<TemplateRow> {
  const values = await checkedValues(db, input);
  return insertTemplate(db, { ...values, createdBy: actor.userId });
}

export async function updateTemplate(db: Db, actor: Actor, templateID: string, input: Input): Promise<TemplateRow> {
  const current = await findTemplate(db, templateID);
  const values = await checkedValues(db, input);
  return updateTemplateRow(db, current.id, { ...values, updatedBy: actor.userId, updateDate: new Date() });
}

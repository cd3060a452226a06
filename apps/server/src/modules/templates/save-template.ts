import crypto from 'node:crypto';
import type { TemplateInput } from '@kaksha/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type TemplateRow, templates } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest } from '../../http/errors.ts';
import { questionPlaceIssue } from './policy.ts';
import { curriculumNameOf, findTemplate, questionsByIds } from './queries.ts';

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
  const [row] = await db
    .insert(templates)
    .values({ id: crypto.randomUUID(), ...values, createdBy: actor.userId })
    .returning();
  if (!row) throw new Error('template not inserted');
  return row;
}

export async function updateTemplate(db: Db, actor: Actor, templateID: string, input: Input): Promise<TemplateRow> {
  const current = await findTemplate(db, templateID);
  const values = await checkedValues(db, input);
  const [row] = await db
    .update(templates)
    .set({ ...values, updatedBy: actor.userId, updateDate: new Date() })
    .where(eq(templates.id, current.id))
    .returning();
  if (!row) throw new Error('template not updated');
  return row;
}

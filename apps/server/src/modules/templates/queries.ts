import crypto from 'node:crypto';
import type { ListQueryInput } from '@kaksha/contracts/list-query';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ListSpec, type Page, pageTable } from '../../db/list-page.ts';
import { curricula, type QuestionRow, questions, type TemplateRow, templates } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';

export async function findTemplate(db: Db, templateID: string): Promise<TemplateRow> {
  const [row] = await db.select().from(templates).where(eq(templates.templateId, templateID)).limit(1);
  if (!row) throw notFound('Template not found');
  return row;
}

const templateList = {
  search: [templates.templateName, templates.templateId, templates.subject, templates.curriculum],
  sorts: {
    templateName: sql`lower(${templates.templateName})`,
    subject: templates.subject,
    createDate: templates.createDate,
  },
  defaultSort: 'createDate',
  defaultOrder: 'desc',
  tiebreak: templates.id,
} satisfies ListSpec<'templateName' | 'subject' | 'createDate'>;

/** Templates, newest first unless sorted otherwise, a page at a time. */
export const listTemplates = (db: Db, query: ListQueryInput = {}): Promise<Page<TemplateRow>> =>
  pageTable(db, templates, templateList, query);

/** The curriculum's name, or 400 on the curriculumCode field. */
export async function curriculumNameOf(db: Db, curriculumCode: string): Promise<string> {
  const [row] = await db
    .select({ curriculum: curricula.curriculum })
    .from(curricula)
    .where(eq(curricula.curriculumCode, curriculumCode))
    .limit(1);
  if (!row) throw badRequest('Curriculum not found', [{ field: 'curriculumCode', message: 'Curriculum not found' }]);
  return row.curriculum;
}

/** Library questions by questionID, in the order asked for; unknown IDs are left out. */
export async function questionsByIds(db: Db, ids: readonly string[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(questions)
    .where(inArray(questions.questionId, [...ids]));
  const byId = new Map(rows.map((row) => [row.questionId, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The template's questions still in the library, in the template's order. */
export const templateQuestions = (db: Db, template: TemplateRow): Promise<QuestionRow[]> =>
  questionsByIds(db, template.questionIds);

type NewTemplate = Omit<typeof templates.$inferInsert, 'id'>;

export async function templateNames(db: Db): Promise<Set<string>> {
  return new Set((await db.select({ name: templates.templateName }).from(templates)).map((row) => row.name));
}

export async function insertTemplate(tx: Db, values: NewTemplate): Promise<TemplateRow> {
  const [row] = await tx
    .insert(templates)
    .values({ id: crypto.randomUUID(), ...values })
    .returning();
  if (!row) throw new Error('template not inserted');
  return row;
}

export async function updateTemplateRow(db: Db, id: string, values: Partial<NewTemplate>): Promise<TemplateRow> {
  const [row] = await db.update(templates).set(values).where(eq(templates.id, id)).returning();
  if (!row) throw new Error('template not updated');
  return row;
}

export async function deleteTemplateRow(tx: Db, id: string): Promise<void> {
  await tx.delete(templates).where(eq(templates.id, id));
}

import crypto from 'node:crypto';
import { type ListQueryInput, messages, type QuestionInput as QuestionInputSchema } from '@kaksha/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type ListSpec, type Page, pageTable } from '../../db/list-page.ts';
import { chapters, courses, curricula, type QuestionRow, questions } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { isBlankRichText, sanitizeRichText } from '../../platform/html/sanitize.ts';
import { type AuditActor, type AuditFields, changedFields, pickFields, recordAudit } from '../audit/index.ts';

type Input = z.input<typeof QuestionInputSchema>;

/** What the audit keeps of a question: its place, text, answers and marks. */
const AUDITED_QUESTION_FIELDS = [
  'curriculumCode',
  'subject',
  'topic',
  'chapter',
  'questionType',
  'questionMarks',
  'question',
  'correctAnswer',
  'answer1',
  'answer2',
  'answer3',
] as const satisfies readonly (keyof QuestionRow)[];

const questionAudit = (
  actor: AuditActor,
  action: 'create' | 'update' | 'copy' | 'delete',
  row: QuestionRow,
  summary: string,
  fields: { before?: AuditFields; after?: AuditFields },
) => ({ actor, action, entity: 'question' as const, entityId: row.questionId, summary, ...fields });

export async function findQuestion(db: Db, questionID: string): Promise<QuestionRow> {
  const [row] = await db.select().from(questions).where(eq(questions.questionId, questionID)).limit(1);
  if (!row) throw notFound(messages.questionNotFound);
  return row;
}

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** The curriculum, subject, topic and chapter must exist in the chapter content. */
async function placeOf(db: Db, input: Input): Promise<{ curriculum: string }> {
  const [curriculum] = await db
    .select()
    .from(curricula)
    .where(eq(curricula.curriculumCode, input.curriculumCode))
    .limit(1);
  if (!curriculum) throw fieldError('curriculumCode', messages.curriculumNotFound);
  const [found] = await db
    .select({ chapter: chapters.chapter })
    .from(courses)
    .innerJoin(chapters, eq(chapters.courseId, courses.id))
    .where(
      and(
        eq(courses.curriculumCode, input.curriculumCode),
        eq(courses.subject, input.subject),
        eq(courses.topic, input.topic),
        eq(chapters.chapter, input.chapter),
      ),
    )
    .limit(1);
  if (!found) throw fieldError('chapter', messages.chapterNotInTopic);
  return { curriculum: curriculum.curriculum };
}

type ImageIn = { fileName?: string; location: string } | null | undefined;
const imageOf = (multi: boolean, file: ImageIn) =>
  multi && file ? { fileName: file.fileName ?? '', location: file.location } : null;

/** Cleans the question and keeps answers and images only for Multi questions. */
function values(input: Input) {
  const question = sanitizeRichText(input.question);
  if (isBlankRichText(question)) throw fieldError('question', messages.required);
  const multi = input.questionType === 'Multi';
  return {
    curriculumCode: input.curriculumCode,
    subject: input.subject,
    topic: input.topic,
    chapter: input.chapter,
    questionType: input.questionType,
    questionMarks: input.questionmarks,
    question,
    correctAnswer: multi ? (input.correctanswer ?? '') : '',
    answer1: multi ? (input.answer1 ?? '') : '',
    answer2: multi ? (input.answer2 ?? '') : '',
    answer3: multi ? (input.answer3 ?? '') : '',
    imageCorrectAnswer: imageOf(multi, input.image_correctanswer),
    imageAnswer1: imageOf(multi, input.image_answer1),
    imageAnswer2: imageOf(multi, input.image_answer2),
    imageAnswer3: imageOf(multi, input.image_answer3),
  };
}

export async function addQuestion(db: Db, actor: Actor, input: Input): Promise<QuestionRow> {
  const place = await placeOf(db, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(questions)
      .values({ id: crypto.randomUUID(), ...place, ...values(input), createdBy: actor.userId, role: actor.role })
      .returning();
    if (!row) throw new Error('question not inserted');
    const after = pickFields(row, AUDITED_QUESTION_FIELDS);
    await recordAudit(tx, questionAudit(actor, 'create', row, `Added question ${row.questionId}`, { after }));
    return row;
  });
}

export async function updateQuestion(
  db: Db,
  actor: AuditActor,
  questionID: string,
  input: Input,
): Promise<QuestionRow> {
  const current = await findQuestion(db, questionID);
  const place = await placeOf(db, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(questions)
      .set({ ...place, ...values(input) })
      .where(eq(questions.id, current.id))
      .returning();
    if (!row) throw notFound(messages.questionNotFound);
    const changed = changedFields(current, row, AUDITED_QUESTION_FIELDS);
    await recordAudit(tx, questionAudit(actor, 'update', row, `Changed question ${row.questionId}`, changed));
    return row;
  });
}

export const questionList = {
  // The screen's box reads 'Search Curriculum/Subject/Question'.
  search: [questions.question, questions.questionId, questions.curriculum, questions.subject, questions.chapter],
  sorts: { question: questions.question, questionID: questions.questionId, createDate: questions.createDate },
  defaultSort: 'createDate',
  defaultOrder: 'desc',
  tiebreak: questions.id,
} satisfies ListSpec<'question' | 'questionID' | 'createDate'>;

export interface QuestionQuery extends ListQueryInput {
  questionID?: string;
  curriculumCode?: string;
  subject?: string;
  topic?: string;
  chapter?: string;
}

/** One question by questionID, or a page of those matching the given place, newest first. */
export async function listQuestions(db: Db, filter: QuestionQuery): Promise<Page<QuestionRow>> {
  if (filter.questionID) return { rows: [await findQuestion(db, filter.questionID)], total: 1, page: 1, pageSize: 1 };
  const conditions: SQL[] = [];
  if (filter.curriculumCode) conditions.push(eq(questions.curriculumCode, filter.curriculumCode));
  if (filter.subject) conditions.push(eq(questions.subject, filter.subject));
  if (filter.topic) conditions.push(eq(questions.topic, filter.topic));
  if (filter.chapter) conditions.push(eq(questions.chapter, filter.chapter));
  return pageTable(db, questions, questionList, filter, conditions.length ? and(...conditions) : undefined);
}

/** The words of a question, without its markup. */
const questionText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/** Questions copied before copies were marked by `copiedFrom` carry "(copy)" in their text. */
const LEGACY_COPY_MARK = /\(copy(?: \d+)?\)$/;

/**
 * A copy is marked by `copiedFrom`, not by its text: students read the question as written, and a
 * question that ends in a bracket ("What is f(x)") may still be copied.
 */
export const isQuestionCopy = (row: Pick<QuestionRow, 'copiedFrom' | 'question'>) =>
  row.copiedFrom !== null || LEGACY_COPY_MARK.test(questionText(row.question));

export async function copyQuestion(db: Db, actor: Actor, questionID: string): Promise<QuestionRow> {
  const source = await findQuestion(db, questionID);
  if (isQuestionCopy(source)) throw conflict(messages.copyOfCopy);
  const { questionId: _questionId, ...rest } = source;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(questions)
      .values({
        ...rest,
        id: crypto.randomUUID(),
        copiedFrom: source.id,
        createdBy: actor.userId,
        role: actor.role,
        createDate: new Date(),
      })
      .returning();
    if (!row) throw new Error('question copy not inserted');
    const summary = `Copied question ${source.questionId} as ${row.questionId}`;
    await recordAudit(tx, questionAudit(actor, 'copy', row, summary, {}));
    return row;
  });
}

export async function deleteQuestion(db: Db, actor: AuditActor, questionID: string): Promise<void> {
  const row = await findQuestion(db, questionID);
  await db.transaction(async (tx) => {
    await tx.delete(questions).where(eq(questions.id, row.id));
    const before = pickFields(row, AUDITED_QUESTION_FIELDS);
    await recordAudit(tx, questionAudit(actor, 'delete', row, `Deleted question ${row.questionId}`, { before }));
  });
}

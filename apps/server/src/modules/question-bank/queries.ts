import crypto from 'node:crypto';
import type { ListQueryInput } from '@kaksha/contracts/list-query';
import { messages } from '@kaksha/contracts/messages';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type ChapterPlace, chapterAt } from '../../db/chapter-place.ts';
import type { Db } from '../../db/client.ts';
import { type ListSpec, type Page, pageTable } from '../../db/list-page.ts';
import { type QuestionRow, questions } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

type NewQuestion = Omit<typeof questions.$inferInsert, 'id'>;

export async function findQuestion(db: Db, questionID: string): Promise<QuestionRow> {
  const [row] = await db.select().from(questions).where(eq(questions.questionId, questionID)).limit(1);
  if (!row) throw notFound(messages.questionNotFound);
  return row;
}

/** Whether the chapter content holds this chapter under this curriculum, subject and topic. */
export async function chapterExists(db: Db, place: ChapterPlace): Promise<boolean> {
  return (await chapterAt(db, place)) !== null;
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

export async function insertQuestion(tx: Db, values: NewQuestion): Promise<QuestionRow> {
  const [row] = await tx
    .insert(questions)
    .values({ id: crypto.randomUUID(), ...values })
    .returning();
  if (!row) throw new Error('question not inserted');
  return row;
}

/** Rows in one statement per 500 (a bank of thousands stays a few statements); answers their questionIDs in order. */
export async function insertQuestions(tx: Db, values: readonly NewQuestion[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < values.length; start += 500) {
    const chunk = values.slice(start, start + 500).map((v) => ({ id: crypto.randomUUID(), ...v }));
    const rows = await tx
      .insert(questions)
      .values(chunk)
      .returning({ id: questions.id, questionId: questions.questionId });
    // RETURNING gives no order promise: map back by id.
    const byId = new Map(rows.map((r) => [r.id, r.questionId]));
    ids.push(...chunk.map((c) => byId.get(c.id) ?? ''));
  }
  return ids;
}

/** Every question of a place, oldest first (an export keeps the library's order). */
export async function questionsOfPlace(
  db: Db,
  place: { curriculumCode: string; subject?: string; topic?: string; chapter?: string },
): Promise<QuestionRow[]> {
  const conditions: SQL[] = [eq(questions.curriculumCode, place.curriculumCode)];
  if (place.subject) conditions.push(eq(questions.subject, place.subject));
  if (place.topic) conditions.push(eq(questions.topic, place.topic));
  if (place.chapter) conditions.push(eq(questions.chapter, place.chapter));
  return (
    db
      .select()
      .from(questions)
      .where(and(...conditions))
      // Q999 before Q1000: by the number's length first (rows of one import share their createDate).
      .orderBy(asc(questions.createDate), asc(sql`length(${questions.questionId})`), asc(questions.questionId))
  );
}

export async function updateQuestionRow(tx: Db, id: string, values: Partial<NewQuestion>): Promise<QuestionRow> {
  const [row] = await tx.update(questions).set(values).where(eq(questions.id, id)).returning();
  if (!row) throw notFound(messages.questionNotFound);
  return row;
}

export async function deleteQuestionRow(tx: Db, id: string): Promise<void> {
  await tx.delete(questions).where(eq(questions.id, id));
}

import { messages } from '@kaksha/contracts/messages';
import type { QuestionInput as QuestionInputSchema } from '@kaksha/contracts/question-bank';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { QuestionRow } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { isBlankRichText, sanitizeRichText } from '../../platform/html/sanitize.ts';
import type { AuditActor, AuditFields } from '../audit/index.ts';
import { curriculumNameByCode } from '../curriculum/index.ts';
import { chapterExists } from './queries.ts';

export type QuestionInput = z.input<typeof QuestionInputSchema>;
type Input = QuestionInput;

/** What the audit keeps of a question: its place, text, answers and marks. */
export const AUDITED_QUESTION_FIELDS = [
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
  'moreAnswers',
] as const satisfies readonly (keyof QuestionRow)[];

export const questionAudit = (
  actor: AuditActor,
  action: 'create' | 'update' | 'copy' | 'delete',
  row: QuestionRow,
  summary: string,
  fields: { before?: AuditFields; after?: AuditFields },
) => ({ actor, action, entity: 'question' as const, entityId: row.questionId, summary, ...fields });

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** The curriculum, subject, topic and chapter must exist in the chapter content. */
export async function placeOf(
  db: Db,
  input: Pick<Input, 'curriculumCode' | 'subject' | 'topic' | 'chapter'>,
): Promise<{ curriculum: string }> {
  const curriculum = await curriculumNameByCode(db, input.curriculumCode);
  if (curriculum === null) throw fieldError('curriculumCode', messages.curriculumNotFound);
  if (!(await chapterExists(db, input))) throw fieldError('chapter', messages.chapterNotInTopic);
  return { curriculum };
}

type ImageIn = { fileName?: string; location: string } | null | undefined;
const imageOf = (multi: boolean, file: ImageIn) =>
  multi && file ? { fileName: file.fileName ?? '', location: file.location } : null;

/** Cleans the question and keeps answers and images only for Multi questions. */
export function questionValues(input: Input) {
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
    moreAnswers: multi
      ? (input.moreAnswers ?? []).map((m) => ({ text: (m.answer ?? '').trim(), image: imageOf(true, m.image) }))
      : [],
    imageQuestion: imageOf(true, input.image_question),
  };
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

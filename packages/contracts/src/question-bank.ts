import { z } from 'zod';
import { fieldError, RequiredText } from './common.ts';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';
import { listQuery, pagedList } from './list-query.ts';
import { messages } from './messages.ts';
import { StoredKey } from './stored-keys.ts';
import { Identifier } from './text.ts';

export const QUESTION_TYPES = ['Text', 'Multi'] as const;

/** An uploaded image as the upload endpoint answered it: a storage location and the file's name. */
export const QuestionImage = z.object({
  fileName: z.string().max(300).default(''),
  location: StoredKey('questionImage', messages.imageFileType),
});

const Answer = z.string().trim().max(5000).default('');
const AnswerImage = QuestionImage.nullable().optional();

/**
 * A multiple-choice question has 2 to 8 options: the correct answer and 1 to 7 wrong ones. The
 * spec's fields (correctanswer, answer1..answer3 and their images) stay the shape of a four-option
 * question; wrong answers past the third come in `moreAnswers`, in order. A question of two or
 * three options leaves answer2/answer3 empty. Old callers that send only the four fields go on working.
 */
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 8;
export const MAX_MORE_ANSWERS = MAX_OPTIONS - 4;

export const MoreAnswer = z.object({ answer: Answer, image: AnswerImage });

/** Plain words of rich text, to tell an empty editor ('<p></p>') from a question. */
export const richTextIsBlank = (html: string) =>
  html
    .replace(/<img\b[^>]*>/gi, 'image')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

export const QuestionFields = z.object({
  curriculumCode: RequiredText(200),
  subject: RequiredText(200),
  topic: RequiredText(200),
  chapter: RequiredText(200),
  questionType: z.enum(QUESTION_TYPES, { error: messages.required }),
  questionmarks: z
    .number({ error: (issue) => (issue.code === 'invalid_type' ? messages.required : messages.questionMarksRange) })
    .int(messages.questionMarksRange)
    .min(1, messages.questionMarksRange)
    .max(9, messages.questionMarksRange),
  question: z
    .string({ error: fieldError })
    .max(50_000)
    .refine((html) => !richTextIsBlank(html), messages.required),
  correctanswer: Answer,
  answer1: Answer,
  answer2: Answer,
  answer3: Answer,
  image_correctanswer: AnswerImage,
  image_answer1: AnswerImage,
  image_answer2: AnswerImage,
  image_answer3: AnswerImage,
  /** Wrong answers 4 to 7, in order (for questions of five to eight options). */
  moreAnswers: z.array(MoreAnswer).max(MAX_MORE_ANSWERS).default([]),
  /** An image shown with the question itself. */
  image_question: AnswerImage,
});

export const ANSWER_FIELDS = ['correctanswer', 'answer1', 'answer2', 'answer3'] as const;
/** The wrong answers of the four-option shape. */
export const WRONG_FIELDS = ['answer1', 'answer2', 'answer3'] as const;

type OptionValues = {
  correctanswer?: string;
  answer1?: string;
  answer2?: string;
  answer3?: string;
  image_answer2?: unknown;
  image_answer3?: unknown;
  moreAnswers?: readonly { answer?: string; image?: unknown }[];
};

/** One rule broken by the options, at a form path ('answer2', 'moreAnswers.1.answer'). */
export interface OptionIssue {
  path: string;
  message: string;
}

/** The wrong answers in order, each with its form path and whether an image is attached. */
const wrongSlots = (v: OptionValues) => [
  { path: 'answer1', text: v.answer1 ?? '', image: false, added: true },
  { path: 'answer2', text: v.answer2 ?? '', image: Boolean(v.image_answer2), added: false },
  { path: 'answer3', text: v.answer3 ?? '', image: Boolean(v.image_answer3), added: false },
  ...(v.moreAnswers ?? []).map((m, i) => ({
    path: `moreAnswers.${i}.answer`,
    text: m.answer ?? '',
    image: Boolean(m.image),
    added: true,
  })),
];

/**
 * The rules of a Multi question's options, shared by the form and the server: a correct answer and
 * at least one wrong answer, wrong answers filled in order (no gap before a filled one, none for an
 * added row or an image), and no two options alike (scoring compares the chosen text).
 */
export function optionIssues(values: OptionValues): OptionIssue[] {
  const issues: OptionIssue[] = [];
  const correct = (values.correctanswer ?? '').trim();
  if (!correct) issues.push({ path: 'correctanswer', message: messages.required });
  const slots = wrongSlots(values);
  const lastFilled = slots.reduce((last, slot, i) => (slot.text.trim() ? i : last), -1);
  const seen = new Set(correct ? [correct] : []);
  slots.forEach((slot, i) => {
    const text = slot.text.trim();
    if (!text) {
      if (slot.added || slot.image || i < lastFilled)
        issues.push({
          path: slot.path,
          message: i < lastFilled && !slot.added ? messages.optionsInOrder : messages.required,
        });
      return;
    }
    if (seen.has(text)) issues.push({ path: slot.path, message: messages.optionRepeated });
    seen.add(text);
  });
  return issues;
}

/** The wrong answers that are filled, in order (answer1..answer3, then moreAnswers). */
export const filledWrongAnswers = (values: OptionValues): string[] =>
  wrongSlots(values)
    .map((slot) => slot.text.trim())
    .filter(Boolean);

/** For Multi: 2 to 8 options, see optionIssues (admin spec §5 asked for four; real banks hold 2 to 8). */
export const QuestionInput = QuestionFields.superRefine((values, ctx) => {
  if (values.questionType !== 'Multi') return;
  for (const issue of optionIssues(values)) {
    ctx.addIssue({
      code: 'custom',
      path: issue.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      message: issue.message,
    });
  }
});
export type QuestionInput = z.input<typeof QuestionInput>;

/** A stored image, with a signed link to show it. */
export const QuestionImageDto = z.object({ fileName: z.string(), location: z.string(), url: z.string() });

/** A question with its answers: staff-only data, never sent to students. */
export const QuestionDto = z.object({
  _id: z.string(),
  questionID: z.string(),
  curriculum: z.string(),
  curriculumCode: z.string(),
  subject: z.string(),
  topic: z.string(),
  chapter: z.string(),
  questionType: z.string(),
  questionmarks: z.number(),
  question: z.string(),
  correctanswer: z.string(),
  answer1: z.string(),
  answer2: z.string(),
  answer3: z.string(),
  image_correctanswer: QuestionImageDto.nullable(),
  image_answer1: QuestionImageDto.nullable(),
  image_answer2: QuestionImageDto.nullable(),
  image_answer3: QuestionImageDto.nullable(),
  /** Wrong answers 4 to 7 of a question of five to eight options; empty otherwise. */
  moreAnswers: z.array(z.object({ answer: z.string(), image: QuestionImageDto.nullable() })),
  image_question: QuestionImageDto.nullable(),
  createDate: z.string(),
  createdBy: z.string().nullable(),
  role: z.string().nullable(),
  /** A copy of another question (marked here, not in the text students read); it cannot be copied again. */
  isCopy: z.boolean().optional(),
});
export type QuestionDto = z.infer<typeof QuestionDto>;

const QuestionIdParams = z.object({ id: Identifier(100) });

export const addQuestion = endpoint({
  method: 'POST',
  path: '/addQuestion',
  access: STAFF_ROLES,
  summary: 'Adds a question to the library',
  body: QuestionInput,
  response: ok({ message: z.string(), data: QuestionDto }),
});

export const updateQuestion = endpoint({
  method: 'POST',
  path: '/updateQuestion',
  access: STAFF_ROLES,
  summary: 'Updates a question',
  body: z.object({ questionID: z.string().min(1).max(100), updateData: QuestionInput }),
  response: ok({ message: z.string(), data: QuestionDto }),
});

export const getQuestion = endpoint({
  method: 'POST',
  path: '/getQuestion',
  access: STAFF_ROLES,
  summary: 'One question by questionID, or the questions matching curriculumCode, subject, topic and chapter',
  body: listQuery(['question', 'questionID', 'createDate']).extend({
    questionID: z.string().max(100).optional(),
    curriculumCode: z.string().max(200).optional(),
    subject: z.string().max(200).optional(),
    topic: z.string().max(200).optional(),
    chapter: z.string().max(200).optional(),
    /** Sent by the spec's client; the caller's role comes from the token. */
    role: z.string().max(50).optional(),
  }),
  response: pagedList(QuestionDto),
});

export const copyQuestions = endpoint({
  method: 'POST',
  path: '/copyQuestions/:id',
  access: STAFF_ROLES,
  summary: 'Copies a question (by questionID); the copy reads "... (copy)"',
  params: QuestionIdParams,
  response: ok({ message: z.string(), data: QuestionDto }),
});

export const deleteQuestion = endpoint({
  method: 'POST',
  path: '/deleteQuestion/:id',
  access: STAFF_ROLES,
  summary: 'Deletes a question (by questionID)',
  params: QuestionIdParams,
  response: ok({ message: z.string() }),
});

export const questionBankEndpoints = [addQuestion, updateQuestion, getQuestion, copyQuestions, deleteQuestion] as const;

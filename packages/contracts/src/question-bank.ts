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
});

export const ANSWER_FIELDS = ['correctanswer', 'answer1', 'answer2', 'answer3'] as const;

/** For Multi, the correct answer and three wrong answers are required (admin spec §5). */
export const QuestionInput = QuestionFields.superRefine((values, ctx) => {
  if (values.questionType !== 'Multi') return;
  for (const field of ANSWER_FIELDS) {
    if (!values[field]) ctx.addIssue({ code: 'custom', path: [field], message: messages.required });
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

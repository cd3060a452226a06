import { z } from 'zod';
import { RequiredText } from './common.ts';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';

/**
 * Question banks in and out of the library, in the formats Moodle moves them in: GIFT, Aiken and
 * Moodle XML in; GIFT and Moodle XML out (Aiken cannot hold a Text question or an image).
 */
export const QUESTION_FILE_FORMATS = ['gift', 'aiken', 'moodlexml'] as const;
export const QUESTION_EXPORT_FORMATS = ['gift', 'moodlexml'] as const;
export const QUESTION_FORMAT_LABELS = { gift: 'GIFT', aiken: 'Aiken', moodlexml: 'Moodle XML' } as const;

/** The multipart field of the question file. */
export const QUESTION_FILE_FIELD = 'file';
/** A bank of a few thousand questions with images fits; a larger one is split. */
export const MAX_QUESTION_FILE_BYTES = 30 * 1024 * 1024;
export const MAX_QUESTION_FILE_MB = MAX_QUESTION_FILE_BYTES / (1024 * 1024);
/** Questions one file may hold. */
export const MAX_FILE_QUESTIONS = 5000;
/** The names a question file may carry. */
export const QUESTION_FILE_EXTENSIONS = ['gift', 'txt', 'xml'] as const;

/**
 * The form fields sent beside the file (multipart, so every value is text): the format (guessed
 * from the content when absent), the chapter the questions go to, and whether to only preview.
 */
export const ImportQuestionsFields = z.object({
  format: z.enum(QUESTION_FILE_FORMATS).optional(),
  curriculumCode: RequiredText(200),
  subject: RequiredText(200),
  topic: RequiredText(200),
  chapter: RequiredText(200),
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type ImportQuestionsFields = z.input<typeof ImportQuestionsFields>;

/** A question of the file as it will be (or was) saved. */
export const ImportedQuestionDto = z.object({
  item: z.string(),
  line: z.number().int(),
  /** Set once saved. */
  questionID: z.string().nullable(),
  questionType: z.enum(['Text', 'Multi']),
  questionmarks: z.number().int(),
  /** The question as it will be stored: sanitised HTML. */
  question: z.string(),
  hasImage: z.boolean(),
  /** Multi: the right option first. */
  options: z.array(z.object({ text: z.string(), correct: z.boolean(), hasImage: z.boolean() })),
});
export type ImportedQuestionDto = z.infer<typeof ImportedQuestionDto>;

/** An item of the file Kaksha does not take, where it is and why. */
export const SkippedQuestionDto = z.object({ item: z.string(), line: z.number().int(), reason: z.string() });
export type SkippedQuestionDto = z.infer<typeof SkippedQuestionDto>;

export const ImportQuestionsResult = z.object({
  format: z.enum(QUESTION_FILE_FORMATS),
  /** How many were saved: 0 on a dry run. */
  imported: z.number().int(),
  questions: z.array(ImportedQuestionDto),
  skipped: z.array(SkippedQuestionDto),
});
export type ImportQuestionsResult = z.infer<typeof ImportQuestionsResult>;

export const importQuestions = endpoint({
  method: 'POST',
  path: '/importQuestions',
  access: STAFF_ROLES,
  upload: true,
  summary:
    'Imports a GIFT, Aiken or Moodle XML question file (multipart: "file"; fields format, curriculumCode, subject, topic, chapter, dryRun) into one chapter. A dry run saves nothing and answers the preview; the real run saves every question it can in one transaction. What Kaksha cannot hold is listed in skipped, with its line and reason',
  response: ok({ message: z.string(), data: ImportQuestionsResult }),
});

export const ExportQuestionsInput = z.object({
  format: z.enum(QUESTION_EXPORT_FORMATS),
  curriculumCode: RequiredText(200),
  subject: z.string().trim().max(200).optional(),
  topic: z.string().trim().max(200).optional(),
  chapter: z.string().trim().max(200).optional(),
});
export type ExportQuestionsInput = z.input<typeof ExportQuestionsInput>;

/** A question file as an answer: its name, type and text (images inside it). */
export const QuestionFileDto = z.object({
  fileName: z.string(),
  mimeType: z.string(),
  content: z.string(),
  count: z.number().int(),
});

export const exportQuestions = endpoint({
  method: 'POST',
  path: '/exportQuestions',
  access: STAFF_ROLES,
  summary:
    "The library's questions of a curriculum (optionally of one subject, topic, chapter) as a GIFT or Moodle XML file, images embedded",
  body: ExportQuestionsInput,
  response: ok({ data: QuestionFileDto }),
});

export const questionFileEndpoints = [importQuestions, exportQuestions] as const;

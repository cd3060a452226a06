import { messages } from '@kaksha/contracts/messages';
import {
  exportQuestions as exportQuestionsEndpoint,
  ImportQuestionsFields,
  importQuestions as importQuestionsEndpoint,
  MAX_QUESTION_FILE_BYTES,
  MAX_QUESTION_FILE_MB,
  QUESTION_FILE_EXTENSIONS,
  QUESTION_FILE_FIELD,
} from '@kaksha/contracts/question-files';
import { badRequestFromIssues, HttpError } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { receiveFileWithFields } from '../../platform/storage/receive-upload.ts';
import { checkQuestionFile } from './check-question-file.ts';
import { exportQuestions } from './export-questions.ts';
import { importQuestions, previewOf } from './import-questions.ts';
import { placeOf } from './question-rules.ts';

const tooLargeMessage = messages.questionFileTooLarge.replace('{max}', `${MAX_QUESTION_FILE_MB} MB`);

/** Question files in (GIFT, Aiken, Moodle XML) and out (GIFT, Moodle XML): staff only, like the library. */
export const questionFileRoutes = [
  implement(importQuestionsEndpoint, async ({ req, actor, deps }) => {
    const file = await receiveFileWithFields(req, {
      field: QUESTION_FILE_FIELD,
      maxBytes: MAX_QUESTION_FILE_BYTES,
      extensions: QUESTION_FILE_EXTENSIONS,
      wrongKindMessage: messages.questionFileUnknown,
    }).catch((e: unknown) => {
      throw e instanceof HttpError && e.statusCode === 413 ? new HttpError(413, tooLargeMessage) : e;
    });
    const fields = ImportQuestionsFields.safeParse(file.fields);
    if (!fields.success)
      throw badRequestFromIssues(fields.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
    const { format, dryRun, ...place } = fields.data;
    await placeOf(deps.db, place);
    const checked = await checkQuestionFile(file.bytes, place, format);
    const base = { format: checked.format, skipped: checked.skipped };
    if (dryRun)
      return {
        status: true,
        message: '',
        data: { ...base, imported: 0, questions: checked.ready.map((q) => previewOf(q)) },
      };
    if (checked.ready.length === 0) throw new HttpError(400, messages.questionFileNothingToImport);
    const { questionIDs } = await importQuestions(deps.db, deps.storage, actor, place, file.fileName, checked.ready);
    return {
      status: true,
      message: messages.questionsImported.replace('{count}', String(questionIDs.length)),
      data: {
        ...base,
        imported: questionIDs.length,
        questions: checked.ready.map((q, i) => previewOf(q, questionIDs[i] ?? null)),
      },
    };
  }),

  implement(exportQuestionsEndpoint, async ({ body, deps }) => ({
    status: true,
    data: await exportQuestions(deps.db, deps.storage, body),
  })),
];

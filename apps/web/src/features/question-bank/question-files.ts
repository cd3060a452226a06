import { getQuestion } from '@kaksha/contracts/question-bank';
import {
  type ExportQuestionsInput,
  exportQuestions,
  importQuestions,
  QUESTION_FILE_FIELD,
  type QUESTION_FILE_FORMATS,
} from '@kaksha/contracts/question-files';
import type { QueryClient } from '@tanstack/react-query';
import { call, type UploadOptions, upload } from '../../lib/api-client.ts';
import { downloadTextFile } from '../../lib/download-file.ts';
import { invalidateEndpoints } from '../../lib/endpoint-query.ts';

export interface QuestionFileTarget {
  /** Empty: the server guesses it from the file's content. */
  format: (typeof QUESTION_FILE_FORMATS)[number] | '';
  curriculumCode: string;
  subject: string;
  topic: string;
  chapter: string;
}

const fieldsOf = ({ format, ...place }: QuestionFileTarget, dryRun: boolean) => ({
  ...place,
  ...(format ? { format } : {}),
  dryRun: String(dryRun),
});

/** Reads a question file on the server and answers the preview; nothing is saved. */
export const previewQuestionFile = (file: File, target: QuestionFileTarget, options?: UploadOptions) =>
  upload(importQuestions, [{ field: QUESTION_FILE_FIELD, file }], { ...options, fields: fieldsOf(target, true) });

/** Saves the file's questions (checked again) in one go; the library's lists refresh. */
export async function importQuestionFile(client: QueryClient, file: File, target: QuestionFileTarget) {
  const answer = await upload(importQuestions, [{ field: QUESTION_FILE_FIELD, file }], {
    fields: fieldsOf(target, false),
  });
  await invalidateEndpoints(client, [getQuestion]);
  return answer;
}

/** Downloads the questions of a place as a GIFT or Moodle XML file. */
export async function downloadQuestions(body: ExportQuestionsInput): Promise<number> {
  const answer = await call(exportQuestions, { body });
  downloadTextFile(answer.data.fileName, answer.data.content, answer.data.mimeType);
  return answer.data.count;
}

import { messages } from '@kaksha/contracts/messages';
import type { ExportQuestionsInput } from '@kaksha/contracts/question-files';
import type { Db } from '../../db/client.ts';
import { optionsOfRow } from '../../db/question-options.ts';
import type { QuestionImageFile, QuestionRow } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { ExportQuestion } from './formats/export-shape.ts';
import { writeGift } from './formats/gift-writer.ts';
import { writeMoodleXml } from './formats/moodle-xml-writer.ts';
import type { EmbeddedImage } from './formats/parsed.ts';
import { questionsOfPlace } from './queries.ts';

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(key)) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A stored image with its bytes; one whose file is gone is left out rather than failing the export. */
async function imageOf(storage: FileStorage, file: QuestionImageFile | null): Promise<EmbeddedImage | null> {
  if (!file || !(await storage.stat(file.location))) return null;
  const ext = file.location.slice(file.location.lastIndexOf('.'));
  const name = file.fileName?.toLowerCase().endsWith(ext) ? file.fileName : `image${ext}`;
  return { name, bytes: await readAll(storage, file.location) };
}

async function exportShape(storage: FileStorage, row: QuestionRow): Promise<ExportQuestion> {
  const multi = row.questionType === 'Multi';
  const options = [];
  for (const o of multi ? optionsOfRow(row) : [])
    options.push({ text: o.text, image: await imageOf(storage, o.image) });
  return {
    questionID: row.questionId,
    questionType: multi ? 'Multi' : 'Text',
    marks: row.questionMarks,
    question: row.question,
    image: await imageOf(storage, row.imageQuestion),
    options,
  };
}

const FILE_TYPES = {
  gift: { ext: 'gift.txt', mime: 'text/plain; charset=utf-8' },
  moodlexml: { ext: 'xml', mime: 'application/xml; charset=utf-8' },
} as const;

/** The library's questions of a place as a GIFT or Moodle XML file, images embedded. */
export async function exportQuestions(db: Db, storage: FileStorage, input: ExportQuestionsInput) {
  const rows = await questionsOfPlace(db, input);
  if (rows.length === 0) throw badRequest(messages.questionsExportEmpty);
  const shaped: ExportQuestion[] = [];
  for (const row of rows) shaped.push(await exportShape(storage, row));
  const type = FILE_TYPES[input.format];
  const place = [input.curriculumCode, input.subject, input.topic, input.chapter].filter(Boolean).join('-');
  return {
    fileName: `questions-${place.replace(/[^A-Za-z0-9_-]+/g, '_')}.${type.ext}`,
    mimeType: type.mime,
    content: input.format === 'gift' ? writeGift(shaped) : writeMoodleXml(shaped),
    count: rows.length,
  };
}

import type { ImportedQuestionDto } from '@kaksha/contracts/question-files';
import { STORAGE_PREFIX } from '@kaksha/contracts/stored-keys';
import type { Db } from '../../db/client.ts';
import type { QuestionImageFile } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { storeBytes } from '../../platform/storage/store-bytes.ts';
import { recordAudit } from '../audit/index.ts';
import type { ReadyQuestion } from './check-question-file.ts';
import type { EmbeddedImage } from './formats/parsed.ts';
import { insertQuestions } from './queries.ts';
import { placeOf } from './question-rules.ts';

export interface ImportPlace {
  curriculumCode: string;
  subject: string;
  topic: string;
  chapter: string;
}

/** A checked question as the preview shows it (and, once saved, with its questionID). */
export function previewOf(q: ReadyQuestion, questionID: string | null = null): ImportedQuestionDto {
  const v = q.values;
  const wrong = [v.answer1, v.answer2, v.answer3, ...v.moreAnswers.map((m) => m.text)].filter((t) => t !== '');
  const multi = v.questionType === 'Multi';
  return {
    item: q.item,
    line: q.line,
    questionID,
    questionType: v.questionType,
    questionmarks: v.questionMarks,
    question: v.question,
    hasImage: q.images.question !== null,
    options: multi
      ? [v.correctAnswer, ...wrong].map((text, i) => ({
          text,
          correct: i === 0,
          hasImage: Boolean(q.images.options[i]),
        }))
      : [],
  };
}

/** Stores every image of the questions (each a new upload with a server-chosen name). */
async function storeImages(db: Db, storage: FileStorage, questions: readonly ReadyQuestion[]) {
  const store = async (image: EmbeddedImage | null): Promise<QuestionImageFile | null> => {
    if (!image) return null;
    const { location, fileName } = await storeBytes(db, storage, STORAGE_PREFIX.images, image.name, image.bytes);
    return { location, fileName };
  };
  const stored: { imageQuestion: QuestionImageFile | null; options: (QuestionImageFile | null)[] }[] = [];
  for (const q of questions) {
    const imageQuestion = await store(q.images.question);
    const options: (QuestionImageFile | null)[] = [];
    for (const image of q.images.options) options.push(await store(image));
    stored.push({ imageQuestion, options });
  }
  return stored;
}

/**
 * Saves the checked questions of a file in one chapter, all in one transaction with its audit
 * entry: a run that stops midway (a failure, the process ended) leaves no question of the file.
 * Images are stored first, as uploads: if the transaction fails, nothing refers to them and the
 * upload cleanup removes them a day later.
 */
export async function importQuestions(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  place: ImportPlace,
  fileName: string,
  questions: readonly ReadyQuestion[],
): Promise<{ questionIDs: string[] }> {
  const { curriculum } = await placeOf(db, place);
  const images = await storeImages(db, storage, questions);
  return db.transaction(async (tx) => {
    const rows = questions.map((q, i) => {
      const stored = images[i] ?? { imageQuestion: null, options: [] };
      const [correct, a1, a2, a3, ...more] = stored.options;
      const v = q.values;
      return {
        ...v,
        curriculum,
        imageQuestion: stored.imageQuestion,
        imageCorrectAnswer: correct ?? null,
        // Wrong answers are compact (no empty one before a filled one), so images follow in order.
        imageAnswer1: v.answer1 ? (a1 ?? null) : null,
        imageAnswer2: v.answer2 ? (a2 ?? null) : null,
        imageAnswer3: v.answer3 ? (a3 ?? null) : null,
        moreAnswers: v.moreAnswers.map((m, j) => ({ text: m.text, image: more[j] ?? null })),
        createdBy: actor.userId,
        role: actor.role,
      };
    });
    const questionIDs = await insertQuestions(tx, rows);
    const first = questionIDs[0] ?? '';
    const last = questionIDs[questionIDs.length - 1] ?? '';
    await recordAudit(tx, {
      actor,
      action: 'import',
      entity: 'question',
      entityId: first === last ? first : `${first}-${last}`,
      summary: `Imported ${questionIDs.length} questions from ${fileName} into ${place.curriculumCode} / ${place.subject} / ${place.topic} / ${place.chapter}`,
    });
    return { questionIDs };
  });
}

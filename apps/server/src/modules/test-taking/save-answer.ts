import { messages } from '@kaksha/contracts/messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, attempts } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { sanitizeRichText } from '../../platform/html/sanitize.ts';
import { Batches } from './choice-save-batches.ts';
import { type ChoiceSave, type ChoiceSaveOutcome, saveChoiceAnswers, writeAnswer } from './queries.ts';

interface SaveInput {
  testID: string;
  questionID: string;
  response: string;
  revision: number;
}

/**
 * A written answer is rich text a teacher will read: it is cleaned like every rich-text field. A
 * Multi answer is an option's text, compared as it is with the key.
 */
export const storedResponse = (questionType: string, response: string): string =>
  questionType === 'Multi' ? response : sanitizeRichText(response);

/** One set of batches per database (the app's, or a test's own). */
const batchesOf = new WeakMap<Db, Batches<ChoiceSave, ChoiceSaveOutcome | undefined>>();

function saveChoice(db: Db, save: ChoiceSave): Promise<ChoiceSaveOutcome | undefined> {
  let batches = batchesOf.get(db);
  if (!batches) {
    batches = new Batches(
      (saves) => saveChoiceAnswers(db, saves),
      (s) => `${s.userId}\n${s.testID}\n${s.questionId}`,
    );
    batchesOf.set(db, batches);
  }
  return batches.run(save);
}

/**
 * Saves one answer of the caller's open attempt while the test is open (server clock). Resending a
 * save, or a late save with an older revision, changes nothing and answers what is stored.
 */
export async function saveAnswer(db: Db, actor: Actor, input: SaveInput, now = new Date()) {
  // Most saves are a chosen option, stored as sent: checked and written in one statement, with the
  // other saves that arrive meanwhile (choice-save-batches.ts).
  const found = await saveChoice(db, {
    userId: actor.userId,
    testID: input.testID,
    questionId: input.questionID,
    response: input.response,
    revision: input.revision,
    now,
  });
  // No attempt: not the caller's test, or never started (getTestQuesList starts it).
  if (!found) throw notFound('Assessment not found');
  if (!found.questionType) throw notFound('Question not found');
  if (found.submittedAt) throw conflict(messages.testAlreadySubmitted, 'alreadySubmitted');
  if (now >= found.endsAt) throw badRequest(messages.testEnded, undefined, 'testEnded');
  // A written answer is cleaned first, so it is written by a second statement.
  const written =
    found.written ??
    (found.questionType === 'Multi'
      ? undefined
      : await writeAnswer(db, {
          attemptId: found.attemptId,
          questionId: input.questionID,
          response: storedResponse(found.questionType, input.response),
          revision: input.revision,
          now,
        }));
  if (written)
    return { questionID: input.questionID, revision: written.revision, savedAt: written.savedAt.toISOString() };
  // Nothing written: either the attempt closed meanwhile, or a newer revision is stored.
  const [stored] = await db
    .select({ revision: answers.revision, savedAt: answers.savedAt, submittedAt: attempts.submittedAt })
    .from(attempts)
    .leftJoin(answers, and(eq(answers.attemptId, attempts.id), eq(answers.questionId, input.questionID)))
    .where(eq(attempts.id, found.attemptId))
    .limit(1);
  if (!stored || stored.submittedAt) throw conflict(messages.testAlreadySubmitted, 'alreadySubmitted');
  if (stored.revision === null || stored.savedAt === null) throw new Error('answer neither written nor stored');
  return { questionID: input.questionID, revision: stored.revision, savedAt: stored.savedAt.toISOString() };
}

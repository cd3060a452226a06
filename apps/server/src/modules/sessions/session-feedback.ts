import { messages } from '@kaksha/contracts/messages';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { presentOneSession } from './presenter.ts';
import { findOwnSession, storeFeedbackOnce } from './queries.ts';

/**
 * The requesting student's feedback and rating on their ACCEPTED session once it is over. Each is
 * given once: the update matches only while that field is empty.
 */
export async function giveSessionFeedback(
  deps: AppDeps,
  actor: Actor,
  input: { sessionID: string; feedback?: string; rating?: number },
) {
  const feedback = input.feedback?.trim();
  if (!feedback && input.rating === undefined)
    throw badRequest(messages.invalidInput, [{ field: 'feedback', message: messages.required }]);
  const row = await findOwnSession(deps.db, input.sessionID, actor.userId);
  if (!row) throw notFound();
  if (row.status !== 'ACCEPTED' || row.end.getTime() > Date.now()) throw conflict(messages.sessionNotCompleted);
  const updated = await storeFeedbackOnce(deps.db, row.id, { feedback, rating: input.rating });
  if (!updated) throw conflict(messages.feedbackGivenOnce);
  return presentOneSession(deps.db, actor, updated);
}

import { messages } from '@kaksha/contracts/messages';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict } from '../../http/errors.ts';
import { presentOne } from './presenter.ts';
import { findReadableChat, storeChatFeedbackOnce } from './queries.ts';

/**
 * The student's feedback or rating on their completed query, each once: the update only matches
 * while the field is still empty, so a second one (even at the same moment) is refused.
 */
export async function giveQueryFeedback(
  deps: AppDeps,
  actor: Actor,
  chatId: string,
  input: { feedback: string } | { rating: number },
) {
  const chat = await findReadableChat(deps.db, actor, chatId);
  if (chat.status !== 2) throw conflict(messages.queryNotCompleted);
  const isFeedback = 'feedback' in input;
  const given = isFeedback ? { feedback: input.feedback.trim() } : input;
  const updated = await storeChatFeedbackOnce(deps.db, chatId, given);
  if (!updated) throw conflict(isFeedback ? messages.feedbackGivenOnce : messages.ratingGivenOnce);
  return presentOne(deps.db, updated);
}

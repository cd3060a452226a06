import { messages } from '@kaksha/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { queryChats } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict } from '../../http/errors.ts';
import { presentOne } from './presenter.ts';
import { findReadableChat } from './queries.ts';

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
  const [updated] = await deps.db
    .update(queryChats)
    .set(isFeedback ? { feedback: input.feedback.trim() } : { rating: input.rating })
    .where(
      and(
        eq(queryChats.id, chatId),
        eq(queryChats.status, 2),
        isFeedback ? isNull(queryChats.feedback) : isNull(queryChats.rating),
      ),
    )
    .returning();
  if (!updated) throw conflict(isFeedback ? messages.feedbackGivenOnce : messages.ratingGivenOnce);
  return presentOne(deps.db, updated);
}

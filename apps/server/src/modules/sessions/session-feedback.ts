import { messages } from '@kaksha/contracts';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { tutoringSessions } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { presentOneSession } from './presenter.ts';

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
  const [row] = await deps.db
    .select()
    .from(tutoringSessions)
    .where(and(eq(tutoringSessions.id, input.sessionID), eq(tutoringSessions.createdBy, actor.userId)))
    .limit(1);
  if (!row) throw notFound();
  if (row.status !== 'ACCEPTED' || row.end.getTime() > Date.now()) throw conflict(messages.sessionNotCompleted);
  const conditions = [eq(tutoringSessions.id, row.id), lte(tutoringSessions.end, new Date())];
  if (feedback) conditions.push(isNull(tutoringSessions.feedback));
  if (input.rating !== undefined) conditions.push(isNull(tutoringSessions.rating));
  const [updated] = await deps.db
    .update(tutoringSessions)
    .set({ ...(feedback ? { feedback } : {}), ...(input.rating !== undefined ? { rating: input.rating } : {}) })
    .where(and(...conditions))
    .returning();
  if (!updated) throw conflict(messages.feedbackGivenOnce);
  return presentOneSession(deps.db, actor, updated);
}

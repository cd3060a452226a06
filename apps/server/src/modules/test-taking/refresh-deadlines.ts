import { ATTEMPT_DEADLINE_EVENT, type AttemptDeadlineChanged } from '@kaksha/contracts/accommodations';
import type { Db } from '../../db/client.ts';
import type { UserEvent } from '../../platform/live/event-bus.ts';
import { attemptDeadline } from './attempt-deadline.ts';
import { type AttemptScope, openAttemptTimes, setAttemptEnd } from './queries.ts';

/**
 * Computes again the end of every open attempt in scope, after something it depends on changed
 * (extra time, a personal end, a student's multiplier, the test's window). Call it in the
 * change's transaction; it answers the live events to publish once that transaction has
 * committed, one per attempt whose end moved, so the student's countdown follows without a reload.
 */
export async function refreshAttemptDeadlines(tx: Db, scope: AttemptScope): Promise<UserEvent[]> {
  const events: UserEvent[] = [];
  for (const open of await openAttemptTimes(tx, scope)) {
    const endsAt = attemptDeadline({ startedAt: open.startedAt, ...open.time });
    if (endsAt.getTime() === open.endsAt.getTime()) continue;
    await setAttemptEnd(tx, open.attemptId, endsAt);
    const data: AttemptDeadlineChanged = { testID: open.testID, endsAt: endsAt.toISOString() };
    events.push({ userId: open.userId, event: ATTEMPT_DEADLINE_EVENT, data });
  }
  return events;
}

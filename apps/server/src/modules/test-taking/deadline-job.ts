import { and, eq, gte, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { attempts, results } from '../../db/schema/index.ts';
import { startIntervalJob } from '../../platform/jobs/interval-job.ts';
import { storeScore } from './store-score.ts';

/**
 * Submits every attempt still open after its own end (attempt-deadline.ts: the window, the time
 * limit, the student's multiplier and extra time), as the student left it. Rows are taken
 * with FOR UPDATE SKIP LOCKED, so two instances (or a student's own submit) never close one twice.
 * Returns how many attempts it closed.
 */
export async function submitExpiredAttempts(db: Db, now = new Date(), batch = 50): Promise<number> {
  let total = 0;
  for (;;) {
    const closed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: attempts.id })
        .from(attempts)
        .where(and(isNull(attempts.submittedAt), lte(attempts.endsAt, now)))
        .limit(batch)
        .for('no key update', { of: attempts, skipLocked: true });
      for (const { id } of due) {
        await tx
          .update(attempts)
          .set({ submittedAt: now, submittedBy: 'deadline' })
          .where(and(eq(attempts.id, id), isNull(attempts.submittedAt)));
        await storeScore(tx, id);
      }
      return due.length;
    });
    total += closed;
    if (closed < batch) return total;
  }
}

/**
 * Scores the attempts closed without a result: a submit closes the attempt in one statement and
 * stores its score in the next (submit-attempt.ts), so a crash between the two leaves one. Looks
 * back `sinceMs` (the start-up run looks at every attempt). Scoring is an upsert on the result's
 * unique key, so a submit finishing meanwhile and this write the same result.
 */
export async function scoreUnscoredAttempts(db: Db, now = new Date(), sinceMs?: number): Promise<number> {
  const closedAt =
    sinceMs === undefined
      ? isNotNull(attempts.submittedAt)
      : gte(attempts.submittedAt, new Date(now.getTime() - sinceMs));
  const unscored = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(
      and(
        closedAt,
        notExists(
          db
            .select({ one: sql`1` })
            .from(results)
            .where(and(eq(results.testId, attempts.testId), eq(results.userId, attempts.userId))),
        ),
      ),
    );
  for (const { id } of unscored) await storeScore(db, id);
  return unscored.length;
}

/** How far back a periodic run looks for closes without a result: a few runs' worth. */
const UNSCORED_LOOKBACK_MS = 10 * 60_000;

/** How often the deadline job looks for attempts to close. */
export const DEADLINE_EVERY_MS = 30_000;

/** Starts the deadline job: at start-up (closing what ended while the server was down), then every 30 s. */
export function startDeadlineJob(db: Db, log: Pick<FastifyBaseLogger, 'info' | 'error'>, everyMs = DEADLINE_EVERY_MS) {
  let firstRun = true;
  return startIntervalJob({
    name: 'deadline submit',
    everyMs,
    log,
    run: async () => {
      const closed = await submitExpiredAttempts(db);
      if (closed > 0) log.info({ closed }, 'attempts submitted at their deadline');
      const scored = await scoreUnscoredAttempts(db, new Date(), firstRun ? undefined : UNSCORED_LOOKBACK_MS);
      firstRun = false;
      if (scored > 0) log.info({ scored }, 'closed attempts scored after an interrupted submit');
    },
  });
}

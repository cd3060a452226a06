import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { startIntervalJob } from '../../platform/jobs/interval-job.ts';
import type { UserEvent } from '../../platform/live/event-bus.ts';
import { addNotifications } from '../notifications/index.ts';
import { claimLateNotices, lateTests, teachersOf } from './queries.ts';

const DAY_MS = 24 * 3_600_000;

/** The instant before which a test must have closed for its unmarked answers to be late. */
export const lateSince = (now: Date, dueDays: number) => new Date(now.getTime() - dueDays * DAY_MS);

/**
 * Tells the teachers of each test closed more than `dueDays` ago with written answers still
 * unmarked, once per test: a test is claimed (one row per test, insert-if-absent) in the same
 * transaction as its notifications, so a second run, or another instance, tells nobody again.
 * Returns the live events to publish after commit.
 */
export async function notifyLateMarking(db: Db, dueDays: number, now = new Date()): Promise<UserEvent[]> {
  return db.transaction(async (tx) => {
    const late = await lateTests(tx, lateSince(now, dueDays), { untoldOnly: true });
    const claimed = await claimLateNotices(
      tx,
      late.map((test) => test.id),
    );
    const events: UserEvent[] = [];
    for (const test of late) {
      if (!claimed.has(test.id)) continue;
      const teachers = await teachersOf(tx, test);
      const answers = test.unmarked === 1 ? '1 answer' : `${test.unmarked} answers`;
      events.push(
        ...(await addNotifications(
          tx,
          teachers.map((userId) => ({
            userId,
            type: 'markingLate' as const,
            title: 'Marking is late',
            message: `${test.assessmentName} (${test.testId}): ${answers} still unmarked, more than ${dueDays} days after it closed`,
            link: `/teacher/assignment-marking/${test.testId}/${test.curriculumCode}`,
          })),
        )),
      );
    }
    return events;
  });
}

/** How often the late-marking job looks: late is counted in days, so hourly is on time. */
const LATE_MARKING_EVERY_MS = 3_600_000;

/** Starts the late-marking job: at start-up, then every hour; the events are published after commit. */
export function startLateMarkingJob(
  db: Db,
  dueDays: number,
  publish: (events: UserEvent[]) => Promise<void>,
  log: Pick<FastifyBaseLogger, 'error'>,
  everyMs = LATE_MARKING_EVERY_MS,
) {
  return startIntervalJob({
    name: 'late marking',
    everyMs,
    log,
    run: async () => publish(await notifyLateMarking(db, dueDays)),
  });
}

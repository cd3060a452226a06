/**
 * When one student's attempt ends: the one place that decides it (the start, the saves, the
 * deadline job and extra time given while the attempt runs all use it).
 */
export interface DeadlineInputs {
  /** When the student started. */
  startedAt: Date;
  /** The test's window end, for everyone. */
  windowEndsAt: Date;
  /** A later end of the window for this student alone (an accommodation), if any. */
  personalEndsAt: Date | null;
  /** The test's time limit in minutes from the student's start; null: the window decides. */
  timeLimitMinutes: number | null;
  /** The student's standing time multiplier (1, 1.25, 1.5, 2): scales the limit only. */
  multiplier: number;
  /** Extra minutes for this student on this test (an accommodation); 0 for none. */
  extraMinutes: number;
}

const MINUTE_MS = 60_000;

/** The end of this student's window: a personal end only ever moves it later. */
export function studentWindowEnd(i: Pick<DeadlineInputs, 'windowEndsAt' | 'personalEndsAt'>): Date {
  return i.personalEndsAt && i.personalEndsAt > i.windowEndsAt ? i.personalEndsAt : i.windowEndsAt;
}

/**
 * The minutes a student has from their start: the limit times their multiplier, plus extra
 * minutes; null when the test has no limit (the window decides).
 */
export function allowedMinutes(i: Pick<DeadlineInputs, 'timeLimitMinutes' | 'multiplier' | 'extraMinutes'>) {
  return i.timeLimitMinutes === null ? null : i.timeLimitMinutes * i.multiplier + i.extraMinutes;
}

/**
 * The latest an attempt of this student can end, whenever they start: their window's end (with
 * extra minutes when the test is untimed). What "until 17:00 at the latest" says.
 */
export function latestEnd(i: Omit<DeadlineInputs, 'startedAt'>): Date {
  const windowEnd = studentWindowEnd(i);
  return i.timeLimitMinutes === null ? new Date(windowEnd.getTime() + i.extraMinutes * MINUTE_MS) : windowEnd;
}

/**
 * The attempt's end. Timed: the earlier of the student's window end and their start plus the
 * limit x multiplier + extra minutes. Untimed: the window decides, and extra minutes move the
 * student's window end later (a multiplier has nothing to scale).
 */
export function attemptDeadline(i: DeadlineInputs): Date {
  const minutes = allowedMinutes(i);
  if (minutes === null) return latestEnd(i);
  const windowEnd = studentWindowEnd(i);
  const limitEnd = i.startedAt.getTime() + Math.round(minutes * MINUTE_MS);
  return new Date(Math.min(windowEnd.getTime(), limitEnd));
}

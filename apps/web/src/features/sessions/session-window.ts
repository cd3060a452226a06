import { wallClock, zonedInstant } from '@kaksha/contracts/school-time';
import { defaultSessionWindow, SESSION_STEP_MINUTES, sessionStartHasPassed } from '@kaksha/contracts/session-rules';
import { getSchoolTimeZone } from '../../lib/dates.ts';

/** A session's time as the forms hold it: the school's calendar day and wall-clock times. */
export interface WindowValues {
  date: string;
  startTime: string;
  endTime: string;
}

/** Every time of day in 15-minute steps (student spec §9), `HH:mm`. */
export const TIME_SLOTS: string[] = Array.from({ length: (24 * 60) / SESSION_STEP_MINUTES }, (_, i) => {
  const minutes = i * SESSION_STEP_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/**
 * The start times a day still offers: every step on a later day, only those after now today, so
 * the form never proposes a start that has passed (the server refuses one with the same rule).
 */
export function startSlots(date: string, now = new Date()): string[] {
  if (!date) return TIME_SLOTS;
  const zone = getSchoolTimeZone();
  return TIME_SLOTS.filter((slot) => !sessionStartHasPassed(zonedInstant(date, slot, zone), now));
}

/**
 * A window whose start has passed on its (new) day moves to the first start still offered, an
 * hour long as the default is, so the form never shows a time it does not offer.
 */
export function withOfferedStart(values: WindowValues, now = new Date()): WindowValues {
  const starts = startSlots(values.date, now);
  const [first] = starts;
  if (first === undefined || starts.includes(values.startTime)) return values;
  const end = Math.min(TIME_SLOTS.indexOf(first) + 60 / SESSION_STEP_MINUTES, TIME_SLOTS.length - 1);
  return { ...values, startTime: first, endTime: TIME_SLOTS[end] ?? values.endTime };
}

/** The next day, 12:00 to 13:00 in the school's zone (student spec §9). */
export function defaultWindow(now = new Date()): WindowValues {
  return windowOf(defaultSessionWindow(getSchoolTimeZone(), now));
}

/** The instants the API takes. */
export function windowInstants({ date, startTime, endTime }: WindowValues): { start: string; end: string } {
  const zone = getSchoolTimeZone();
  return {
    start: zonedInstant(date, startTime, zone).toISOString(),
    end: zonedInstant(date, endTime, zone).toISOString(),
  };
}

/** A session's stored window back into form values (the invite form moves it). */
export function windowOf(session: { start: string; end: string }): WindowValues {
  const zone = getSchoolTimeZone();
  const start = wallClock(session.start, zone);
  return { date: start.date, startTime: start.time, endTime: wallClock(session.end, zone).time };
}

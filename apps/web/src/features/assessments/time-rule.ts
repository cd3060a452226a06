import { formatDateTime, formatTime, formatViewDate } from '../../lib/dates.ts';

/** "45 minutes", "1 minute", "67 minutes 30 seconds" (a multiplier of 1.5 on 45). */
export function minutesText(minutes: number): string {
  const whole = Math.floor(minutes);
  const seconds = Math.round((minutes - whole) * 60);
  const main = `${whole} ${whole === 1 ? 'minute' : 'minutes'}`;
  return seconds ? `${main} ${seconds} seconds` : main;
}

/** An end as the school reads it: "17:00" today, "28/11/2026 17:00" on another day. */
export function endText(at: string, now: Date = new Date()): string {
  return formatViewDate(at) === formatViewDate(now) ? formatTime(at) : formatDateTime(at);
}

/**
 * Which time applies to a student: "45 minutes from when you start, until 17:00 at the latest",
 * or, untimed, "Until 17:00, when the test ends". `minutes` are the student's own (their limit
 * with multiplier and extra minutes); `until` their latest end.
 */
export function timeRuleText(minutes: number | null, until: string, now: Date = new Date()): string {
  const end = endText(until, now);
  return minutes === null
    ? `Until ${end}, when the test ends`
    : `${minutesText(minutes)} from when you start, until ${end} at the latest`;
}

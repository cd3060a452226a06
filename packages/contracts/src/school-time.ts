import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/**
 * The one place Kaksha turns instants into the school's days and times and back, for the server
 * and the web alike. Everything is read in the school's time zone (the server's TIME_ZONE), so a
 * teacher abroad, a calendar feed and a certificate all name the same day and hour.
 */

/** How a user reads a date, everywhere: 27/11/2026. */
export const DATE_FORMAT = 'DD/MM/YYYY';
/** How a user reads a date with its time, everywhere: 27/11/2026 15:00 (24-hour). */
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';
/** A time of day as a user reads it: 15:00 (24-hour). */
export const TIME_FORMAT = 'HH:mm';

/** A calendar date as the API carries it: `YYYY-MM-DD`, no time and no zone. */
const ISO_DAY = 'YYYY-MM-DD';
const ISO_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export type DateValue = string | Date | null | undefined;

/** The instant of a wall-clock date and time (`YYYY-MM-DD`, `HH:mm`) in a time zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  return dayjs.tz(`${date} ${time}`, `${ISO_DAY} HH:mm`, timeZone).toDate();
}

/**
 * One formatter per time zone, made once: dayjs's `.tz()` builds a new Intl formatter on every
 * call (about 0.4 ms each), which made a calendar of 1,200 sessions spend a second on its times.
 */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock date (`YYYY-MM-DD`) and time (`HH:mm`) of an instant in a time zone. */
export function wallClock(at: Date | string, timeZone: string): { date: string; time: string } {
  const instant = dayjs(at).toDate();
  // An unreadable instant reads as dayjs writes it ("Invalid Date"), as before.
  if (Number.isNaN(instant.getTime())) return { date: 'Invalid Date', time: 'Invalid Date' };
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of wallClockFormat(timeZone).formatToParts(instant)) part[type] = value;
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** Today in a time zone (the school's TIME_ZONE), as `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayjs(now).tz(timeZone).format(ISO_DAY);
}

/**
 * The latest calendar date anywhere on Earth now (Line Islands, UTC+14): a date of birth that is
 * "today" for someone somewhere is not refused as being in the future.
 */
export const latestTodayAnywhere = (now: Date = new Date()) => todayIn('Pacific/Kiritimati', now);

/** The calendar date `days` after (or before, when negative) a `YYYY-MM-DD` date. */
export function addDays(day: string, days: number): string {
  return dayjs.utc(day, ISO_DAY).add(days, 'day').format(ISO_DAY);
}

/** The instants a school day begins and the next begins: `[start, end)` of `YYYY-MM-DD`. */
export function schoolDayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  return { start: zonedInstant(day, '00:00', timeZone), end: zonedInstant(addDays(day, 1), '00:00', timeZone) };
}

/** The offset of a time zone from UTC at an instant, in minutes (Asia/Kolkata: 330). */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  return dayjs(at).tz(timeZone).utcOffset();
}

/** The caption of a time picker: 'GMT +5:30' for Asia/Kolkata. */
export function zoneCaption(timeZone: string, at: Date = new Date()): string {
  const offset = zoneOffsetMinutes(timeZone, at);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `GMT ${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * A value as a day of the school: a calendar date (`2026-11-22`) is that day, a timestamp
 * (`2026-11-22T18:45:00Z`) is read in the school's zone. Anything else is not a date.
 */
function inSchool(value: DateValue, timeZone: string): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && ISO_DAY_PATTERN.test(value)) {
    const day = dayjs(value, ISO_DAY, true);
    return day.isValid() ? day : null;
  }
  const instant = dayjs(value);
  return instant.isValid() ? instant.tz(timeZone) : null;
}

/** A date as users read it, `DD/MM/YYYY`, in the school's zone; empty for no date. */
export const formatSchoolDate = (value: DateValue, timeZone: string) =>
  inSchool(value, timeZone)?.format(DATE_FORMAT) ?? '';

/** A date and time as users read it, `DD/MM/YYYY HH:mm`, in the school's zone; empty for none. */
export const formatSchoolDateTime = (value: DateValue, timeZone: string) =>
  inSchool(value, timeZone)?.format(DATE_TIME_FORMAT) ?? '';

/** An instant's time of day in the school's zone, `HH:mm`; empty for none. */
export const formatSchoolTime = (value: DateValue, timeZone: string) =>
  inSchool(value, timeZone)?.format(TIME_FORMAT) ?? '';

/**
 * Reads a date typed by a user, `DD/MM/YYYY` (or `D/M/YYYY`, or the API's `YYYY-MM-DD`), as
 * `YYYY-MM-DD`; null when it is not a real day (30/02/2026).
 */
export function parseTypedDate(input: string): string | null {
  const text = input.trim();
  for (const pattern of [DATE_FORMAT, 'D/M/YYYY', ISO_DAY]) {
    const day = dayjs(text, pattern, true);
    if (day.isValid()) return day.format(ISO_DAY);
  }
  return null;
}

/** Money as the spec writes it, Rupees: `Rs.4,999`, `Rs.12.50` (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return `Rs.${amount.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

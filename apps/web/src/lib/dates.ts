import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/**
 * The school's time zone (the server's TIME_ZONE). Timestamps show in it wherever the reader
 * sits, so a teacher abroad sees the same day as the school.
 */
let schoolTimeZone = 'Asia/Kolkata';

export function setSchoolTimeZone(zone: string): void {
  schoolTimeZone = zone;
}

export function getSchoolTimeZone(): string {
  return schoolTimeZone;
}

/** A calendar date as the API carries it: `YYYY-MM-DD`, no time and no zone. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads a calendar date (`2026-11-22`) as that day, and a timestamp (`2026-11-22T18:45:00Z`) as
 * its day in the school's time zone. Anything else is not a date.
 */
function toSchoolDay(value: string | Date | null | undefined): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    const day = dayjs(value, 'YYYY-MM-DD');
    return day.isValid() && day.format('YYYY-MM-DD') === value ? day : null;
  }
  const instant = dayjs(value);
  return instant.isValid() ? instant.tz(schoolTimeZone) : null;
}

const format = (value: string | Date | null | undefined, pattern: string) => toSchoolDay(value)?.format(pattern) ?? '';

/** Lists and forms show dates as MM/DD/YYYY (admin spec §9). Empty for no date. */
export const formatListDate = (value: string | Date | null | undefined) => format(value, 'MM/DD/YYYY');

/** Read-only views show dates as DD-MM-YYYY (admin spec §9). */
export const formatViewDate = (value: string | Date | null | undefined) => format(value, 'DD-MM-YYYY');

/** Date and time as YYYY-MM-DD HH:mm, in the school's time zone (admin spec §9). */
export const formatDateTime = (value: string | Date | null | undefined) => format(value, 'YYYY-MM-DD HH:mm');

/** The value format for Mantine date pickers in forms. */
export const FORM_DATE_FORMAT = 'MM/DD/YYYY';

/** Today in the school's time zone, as a calendar date (`YYYY-MM-DD`). */
export const schoolToday = (now: Date = new Date()) => dayjs(now).tz(schoolTimeZone).format('YYYY-MM-DD');

/**
 * Reads a date typed into a form, MM/DD/YYYY (or YYYY-MM-DD), as `YYYY-MM-DD`; null when it is
 * not a real day (02/30/2026).
 */
export function parseFormDate(input: string): string | null {
  const text = input.trim();
  for (const pattern of [FORM_DATE_FORMAT, 'M/D/YYYY', 'YYYY-MM-DD']) {
    const day = dayjs(text, pattern, true);
    if (day.isValid()) return day.format('YYYY-MM-DD');
  }
  return null;
}

/** Details that the spec writes with slashes (teacher correction) show DD/MM/YYYY. */
export const formatSlashDate = (value: string | Date | null | undefined) => format(value, 'DD/MM/YYYY');

/** A school time of day, `HH:mm` (24-hour), as people read it: `14:30` -> `2:30 PM`. */
export function formatTimeOfDay(time: string | null | undefined): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time ?? '');
  if (!match) return time ?? '';
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours >= 12 ? 'PM' : 'AM'}`;
}

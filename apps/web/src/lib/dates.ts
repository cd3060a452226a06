import {
  DATE_FORMAT,
  type DateValue,
  formatSchoolDate,
  formatSchoolDateTime,
  formatSchoolTime,
  parseTypedDate,
  todayIn,
} from '@kaksha/contracts/school-time';

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

/*
 * One format wherever a user reads a date: DD/MM/YYYY, and DD/MM/YYYY HH:mm with a time, in the
 * school's zone (contracts' school-time.ts, shared with the server's bells, feed and PDFs). The
 * names below are kept so every screen calls the one formatter by the name it knows.
 */

/** A date in a list: DD/MM/YYYY. Empty for no date. */
export const formatListDate = (value: DateValue) => formatSchoolDate(value, schoolTimeZone);

/** A date in a read-only view: DD/MM/YYYY. */
export const formatViewDate = (value: DateValue) => formatSchoolDate(value, schoolTimeZone);

/** A date in a detail the spec writes with slashes: DD/MM/YYYY. */
export const formatSlashDate = (value: DateValue) => formatSchoolDate(value, schoolTimeZone);

/** Date and time: DD/MM/YYYY HH:mm (24-hour), in the school's time zone. */
export const formatDateTime = (value: DateValue) => formatSchoolDateTime(value, schoolTimeZone);

/** An instant's time of day in the school's zone: HH:mm (24-hour). */
export const formatTime = (value: DateValue) => formatSchoolTime(value, schoolTimeZone);

/** The value format of date pickers in forms: typed and shown DD/MM/YYYY like every other date. */
export const FORM_DATE_FORMAT = DATE_FORMAT;

/** Today in the school's time zone, as a calendar date (`YYYY-MM-DD`). */
export const schoolToday = (now: Date = new Date()) => todayIn(schoolTimeZone, now);

/**
 * Reads a date typed into a form, DD/MM/YYYY (or YYYY-MM-DD), as `YYYY-MM-DD`; null when it is
 * not a real day (30/02/2026).
 */
export const parseFormDate = (input: string) => parseTypedDate(input);

import { z } from 'zod';
import { Email, fieldError, RequiredText } from './common.ts';
import { messages } from './messages.ts';
import { latestTodayAnywhere } from './school-time.ts';
import { hasRefusedCharacters } from './text.ts';

/**
 * The fields of a person, written once: registration, the staff form and the student form all
 * build on these, so a value one form accepts is never refused by another.
 */

/** Gender options (spec §9). */
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const Gender = z.enum(GENDERS, { error: messages.required });

/** Optional free text: trimmed, empty allowed, '' when absent. */
export const OptionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !hasRefusedCharacters(v), messages.controlCharacters)
    .optional()
    .default('');

export const PersonName = RequiredText(100);
export const OptionalName = OptionalText(100);
export const Address = RequiredText(500);
export const PlaceName = RequiredText(100);

/** A mobile number as people write it: digits, an optional leading +, spaces or dashes between digits. */
const MOBILE_PATTERN = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

export const Mobile = z
  .string({ error: fieldError })
  .trim()
  .min(1, messages.required)
  .regex(MOBILE_PATTERN, messages.invalidMobile);

/** A mobile number that may be left empty ('' when absent). */
export const OptionalMobile = z
  .string()
  .trim()
  .refine((v) => v === '' || MOBILE_PATTERN.test(v), messages.invalidMobile)
  .optional()
  .default('');

/** An e-mail that may be left empty ('' when absent), lower-cased like every stored e-mail. */
export const OptionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || Email.safeParse(v).success, messages.invalidEmail)
  .transform((v) => v.toLowerCase())
  .optional()
  .default('');

export const Pincode = z
  .string({ error: fieldError })
  .trim()
  .min(1, messages.required)
  .regex(/^[A-Za-z0-9 -]{3,10}$/, messages.invalidPincode);

/** True for a YYYY-MM-DD that names a day on the calendar (`2001-02-30` does not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls an impossible day over into the next month; a real date comes back unchanged.
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Date of birth as YYYY-MM-DD: a real calendar date from 1900 on, never in the future (spec §5). */
export const DateOfBirth = z
  .string({ error: fieldError })
  .min(1, messages.required)
  .refine((v) => isCalendarDate(v) && v >= '1900-01-01', messages.invalidDate)
  .refine((v) => !isCalendarDate(v) || v <= latestTodayAnywhere(), messages.dobInFuture);

const guardianFields = {
  parentFirstName: OptionalName,
  parentMiddleName: OptionalName,
  parentLastName: OptionalName,
  parentMobile: OptionalMobile,
  parentEmail: OptionalEmail,
  parentAddress: OptionalText(500),
};

/** The parent or guardian (the spec's `parentOrGardien`): every field optional, checked when given. */
export const Guardian = z.object(guardianFields);
export type GuardianInput = z.input<typeof Guardian>;

export const EMPTY_GUARDIAN = {
  parentFirstName: '',
  parentMiddleName: '',
  parentLastName: '',
  parentMobile: '',
  parentEmail: '',
  parentAddress: '',
} as const;

/** The guardian as stored and shown. */
export const GuardianDto = z.object({
  parentFirstName: z.string(),
  parentMiddleName: z.string(),
  parentLastName: z.string(),
  parentMobile: z.string(),
  parentEmail: z.string(),
  parentAddress: z.string(),
});

/**
 * What registration requires of a student: the admin's student form names any of these a record
 * lacks, and a spreadsheet of students must have each as a column.
 */
export const STUDENT_REQUIRED_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'gender',
  'dob',
  'address',
  'country',
  'state',
  'city',
  'pincode',
] as const;

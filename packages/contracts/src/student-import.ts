import { z } from 'zod';
import { Email, RequiredText } from './common.ts';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';
import {
  Address,
  DateOfBirth,
  Gender,
  Guardian,
  OptionalMobile,
  OptionalName,
  PersonName,
  Pincode,
  PlaceName,
  STUDENT_REQUIRED_FIELDS,
} from './person-fields.ts';

/**
 * The columns of the student spreadsheet, in the template's order: the registration form's
 * fields, the curriculum code, then the optional parent or guardian. A header matches whatever its
 * case, spaces or underscores ("First Name", "first_name" and "firstName" are one column).
 */
export const STUDENT_IMPORT_COLUMNS = [
  'firstName',
  'middleName',
  'lastName',
  'email',
  'mobile',
  'gender',
  'dob',
  'address',
  'country',
  'state',
  'city',
  'pincode',
  'curriculumCode',
  'parentFirstName',
  'parentMiddleName',
  'parentLastName',
  'parentMobile',
  'parentEmail',
  'parentAddress',
] as const;
export type StudentImportColumn = (typeof STUDENT_IMPORT_COLUMNS)[number];

/** Columns a file must have (the others may be left out or left empty). */
export const REQUIRED_IMPORT_COLUMNS: readonly StudentImportColumn[] = [...STUDENT_REQUIRED_FIELDS, 'curriculumCode'];

/** A header as typed, reduced to compare: "First Name" -> "firstname". */
export const importHeaderKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The largest file and the most students one import takes (a large school's year, with room). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;

/** The multipart field of the spreadsheet in previewStudentImport and importStudents. */
export const STUDENT_IMPORT_FIELD = 'file';

/** A date of birth as spreadsheets write it in India (DD/MM/YYYY) or as the API does (YYYY-MM-DD). */
export function importDate(value: string): string {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value.trim());
  if (!match) return value.trim();
  return `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
}

/** One student row, checked with registration's own field rules. */
export const StudentImportRow = z.object({
  firstName: PersonName,
  middleName: OptionalName,
  lastName: PersonName,
  email: Email,
  mobile: OptionalMobile,
  gender: Gender,
  dob: DateOfBirth,
  address: Address,
  country: PlaceName,
  state: PlaceName,
  city: PlaceName,
  pincode: Pincode,
  curriculumCode: RequiredText(100),
  parentOrGardien: Guardian,
});
export type StudentImportRow = z.output<typeof StudentImportRow>;

/** One problem of the file: its spreadsheet row (the header is row 1) and column. */
export const ImportIssue = z.object({
  row: z.number().int(),
  /** The column as the template names it; '' for a problem of the whole row. */
  column: z.string(),
  message: z.string(),
});
export type ImportIssue = z.infer<typeof ImportIssue>;

export const ImportPreviewRow = z.object({
  row: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  curriculumCode: z.string(),
  /** False when the row has a problem (listed in `errors`) and would be skipped. */
  valid: z.boolean(),
});

export const StudentImportPreview = z.object({
  fileName: z.string(),
  /** Student rows in the file (the header not counted). */
  total: z.number().int(),
  /** Rows that would be imported. */
  valid: z.number().int(),
  rows: z.array(ImportPreviewRow),
  errors: z.array(ImportIssue),
});
export type StudentImportPreview = z.infer<typeof StudentImportPreview>;

export const STUDENT_IMPORT_STATUSES = ['running', 'done', 'failed'] as const;

export const StudentImportDto = z.object({
  importID: z.string(),
  fileName: z.string(),
  status: z.enum(STUDENT_IMPORT_STATUSES),
  /** Students to import (the valid rows). */
  total: z.number().int(),
  /** Prepared so far while running (nothing is saved until all are); all of them once done. */
  done: z.number().int(),
  /** Rows with problems, left out. */
  skipped: z.number().int(),
  /** Why it failed; empty otherwise. */
  message: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type StudentImportDto = z.infer<typeof StudentImportDto>;

export const previewStudentImport = endpoint({
  method: 'POST',
  path: '/previewStudentImport',
  access: STAFF_ROLES,
  upload: true,
  summary:
    'Check a student CSV (multipart field "file", UTF-8, the template\'s columns) with the registration rules; saves nothing and names every problem by row and column',
  response: ok({ data: StudentImportPreview }),
});

export const importStudents = endpoint({
  method: 'POST',
  path: '/importStudents',
  access: STAFF_ROLES,
  upload: true,
  summary:
    'Import the valid rows of a student CSV (checked again): accepted accounts, enrolled, each mailed a link to set a password. Runs on the server in one transaction (all or nothing); answers at once with the import to follow through getStudentImport',
  response: ok({ message: z.string(), data: StudentImportDto }),
});

export const getStudentImport = endpoint({
  method: 'POST',
  path: '/getStudentImport',
  access: STAFF_ROLES,
  summary: "An import's progress and outcome; without importID the caller's latest import (or null)",
  body: z.object({ importID: z.string().trim().max(64).optional() }),
  response: ok({ data: StudentImportDto.nullable() }),
});

export const studentImportEndpoints = [previewStudentImport, importStudents, getStudentImport] as const;

import crypto from 'node:crypto';
import { messages } from '@kaksha/contracts/messages';
import {
  type ImportIssue,
  importDate,
  importHeaderKey,
  MAX_IMPORT_ROWS,
  REQUIRED_IMPORT_COLUMNS,
  STUDENT_IMPORT_COLUMNS,
  type StudentImportColumn,
  type StudentImportPreview,
  StudentImportRow,
} from '@kaksha/contracts/student-import';
import type { Db } from '../../db/client.ts';
import type { CurriculumRow } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { readCsv } from '../../platform/csv/read-csv.ts';
import { unknownPlacePart } from '../accounts/index.ts';
import { curriculaByCode, registeredEmails } from './queries.ts';

/** A row that passed every check, ready to become an account. */
export interface ValidStudentRow {
  row: number;
  student: StudentImportRow;
  curriculum: CurriculumRow;
}

export interface CheckedStudentFile {
  preview: Omit<StudentImportPreview, 'fileName'>;
  valid: ValidStudentRow[];
}

const GUARDIAN_COLUMNS = new Set<StudentImportColumn>([
  'parentFirstName',
  'parentMiddleName',
  'parentLastName',
  'parentMobile',
  'parentEmail',
  'parentAddress',
]);
const byKey = new Map(STUDENT_IMPORT_COLUMNS.map((column) => [importHeaderKey(column), column]));

/** Which column each cell of a row belongs to; a header that cannot be read refuses the file. */
function readHeader(header: string[]): (StudentImportColumn | null)[] {
  const problems: { field: string; message: string }[] = [];
  const seen = new Set<StudentImportColumn>();
  const columns = header.map((name) => {
    if (!name) return null;
    const column = byKey.get(importHeaderKey(name));
    if (!column) problems.push({ field: name, message: messages.importUnknownColumn.replace('{column}', name) });
    else if (seen.has(column))
      problems.push({ field: column, message: messages.importRepeatedColumn.replace('{column}', column) });
    if (column) seen.add(column);
    return column ?? null;
  });
  for (const column of REQUIRED_IMPORT_COLUMNS) {
    if (!seen.has(column)) problems.push({ field: column, message: `${column}: ${messages.importMissingColumn}` });
  }
  if (problems.length) throw badRequest(problems.map((p) => p.message).join('. '), problems);
  return columns;
}

/** A row's cells as the registration form's fields (the guardian's nested, the date as YYYY-MM-DD). */
function rowObject(columns: (StudentImportColumn | null)[], cells: string[]): Record<string, unknown> {
  const fields: Record<string, string> = {};
  const guardian: Record<string, string> = {};
  columns.forEach((column, i) => {
    if (!column) return;
    const value = cells[i] ?? '';
    if (GUARDIAN_COLUMNS.has(column)) guardian[column] = value;
    else fields[column] = column === 'dob' ? importDate(value) : value;
  });
  return { ...fields, parentOrGardien: guardian };
}

/** The template's column a zod issue is about (a guardian's field by its own name). */
const columnOf = (path: readonly PropertyKey[]) => String(path[0] === 'parentOrGardien' ? path[1] : (path[0] ?? ''));

interface ReadRows {
  parsed: { row: number; raw: Record<string, unknown>; student: StudentImportRow | null }[];
  fieldErrors: ImportIssue[];
  total: number;
}

/**
 * The file's rows checked one by one with the field rules: the work that only depends on the
 * bytes. The preview and the import send the same file, so the last few results are kept (by the
 * file's SHA-256, for ten minutes) and the import does not parse again; what depends on the
 * database (e-mails taken, curricula) is always checked afresh.
 */
const recentReads = new Map<string, { at: number; rows: ReadRows }>();
const KEEP_READS = 4;
const READ_TTL_MS = 10 * 60_000;

function readRows(bytes: Buffer): ReadRows {
  const key = crypto.createHash('sha256').update(bytes).digest('hex');
  const kept = recentReads.get(key);
  if (kept && Date.now() - kept.at < READ_TTL_MS) return kept.rows;
  const [header, ...records] = readCsv(bytes);
  if (!header || records.length === 0) throw badRequest(messages.importEmpty);
  if (records.length > MAX_IMPORT_ROWS)
    throw badRequest(messages.importTooManyRows.replace('{max}', String(MAX_IMPORT_ROWS)));
  const columns = readHeader(header);
  const fieldErrors: ImportIssue[] = [];
  const parsed = records.map((cells, index) => {
    const row = index + 2;
    const raw = rowObject(columns, cells);
    const checked = StudentImportRow.safeParse(raw);
    if (!checked.success) {
      for (const issue of checked.error.issues)
        fieldErrors.push({ row, column: columnOf(issue.path), message: issue.message });
    }
    return { row, raw, student: checked.success ? checked.data : null };
  });
  const rows = { parsed, fieldErrors, total: records.length };
  recentReads.delete(key);
  recentReads.set(key, { at: Date.now(), rows });
  // The oldest read goes first (a Map keeps the order things were set in).
  for (const old of recentReads.keys()) {
    if (recentReads.size <= KEEP_READS) break;
    recentReads.delete(old);
  }
  return rows;
}

const PLACE_MESSAGES = {
  country: messages.importUnknownCountry,
  state: messages.importUnknownState,
  city: messages.importUnknownCity,
} as const;

/**
 * Checks a student spreadsheet with registration's rules, row by row, and names every problem by
 * its spreadsheet row (the header is row 1) and column: each field's own rule, an e-mail twice in
 * the file or already registered, a curriculum code or place that does not exist. Saves nothing.
 */
export async function checkStudentFile(db: Db, bytes: Buffer): Promise<CheckedStudentFile> {
  const { parsed, fieldErrors, total } = readRows(bytes);
  const errors: ImportIssue[] = [...fieldErrors];

  const firstRowOf = new Map<string, number>();
  const students = parsed.flatMap((p) => (p.student ? [{ row: p.row, student: p.student }] : []));
  const registered = await registeredEmails(
    db,
    students.map((s) => s.student.email),
  );
  const found = await curriculaByCode(
    db,
    students.map((s) => s.student.curriculumCode),
  );
  const placeMemo = new Map<string, Promise<'country' | 'state' | 'city' | null>>();
  const valid: ValidStudentRow[] = [];
  for (const { row, student } of students) {
    const issues: ImportIssue[] = [];
    const earlier = firstRowOf.get(student.email);
    if (earlier)
      issues.push({ row, column: 'email', message: messages.importRepeatedEmail.replace('{row}', String(earlier)) });
    else firstRowOf.set(student.email, row);
    if (registered.has(student.email)) issues.push({ row, column: 'email', message: messages.importEmailRegistered });
    const curriculum = found.get(student.curriculumCode.toLowerCase());
    if (!curriculum) issues.push({ row, column: 'curriculumCode', message: messages.importUnknownCurriculum });
    const placeKey = [student.country, student.state, student.city].join('\u0001');
    if (!placeMemo.has(placeKey)) placeMemo.set(placeKey, unknownPlacePart(student));
    const badPart = await placeMemo.get(placeKey);
    if (badPart) issues.push({ row, column: badPart, message: PLACE_MESSAGES[badPart] });
    errors.push(...issues);
    if (issues.length === 0 && curriculum) valid.push({ row, student, curriculum });
  }

  errors.sort((a, b) => a.row - b.row || columnOrder(a.column) - columnOrder(b.column));
  const validRows = new Set(valid.map((v) => v.row));
  return {
    valid,
    preview: {
      total,
      valid: valid.length,
      errors,
      rows: parsed.map(({ row, raw }) => ({
        row,
        firstName: String(raw.firstName ?? '').slice(0, 100),
        lastName: String(raw.lastName ?? '').slice(0, 100),
        email: String(raw.email ?? '').slice(0, 254),
        curriculumCode: String(raw.curriculumCode ?? '').slice(0, 100),
        valid: validRows.has(row),
      })),
    },
  };
}

const columnOrder = (column: string) => {
  const at = (STUDENT_IMPORT_COLUMNS as readonly string[]).indexOf(column);
  return at < 0 ? STUDENT_IMPORT_COLUMNS.length : at;
};

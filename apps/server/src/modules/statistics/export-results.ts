import { formatSchoolDateTime, todayIn } from '@kaksha/contracts/school-time';
import type { GradebookDto, ResultsFileDto, TestMarksDto } from '@kaksha/contracts/statistics';
import type { Db } from '../../db/client.ts';
import type { AssessmentRow } from '../../db/schema/index.ts';
import { type CsvColumn, toCsvFile } from '../../platform/csv/csv-file.ts';
import { toXlsxFile, XLSX_MEDIA_TYPE } from '../../platform/spreadsheet/xlsx-file.ts';
import { type GradebookQuery, readGradebook } from './gradebook.ts';
import { readTestMarks } from './test-marks.ts';

type Format = 'csv' | 'xlsx';
type MarksRow = TestMarksDto['students'][number];
type GradebookRow = GradebookDto['students'][number];

/** A name safe in any file system, keeping letters of every script: "Calculus unit test" -> "Calculus-unit-test". */
const fileSafe = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/** The marks as they print: a number, or empty when there are none. */
const marks = (value: number | null) => (value === null ? '' : value);

async function fileOf<T>(
  base: string,
  format: Format,
  columns: readonly CsvColumn<T>[],
  rows: readonly T[],
  sheetName: string,
  timeZone: string,
): Promise<ResultsFileDto> {
  // The school's date, sortable as files are: calculus-unit-test-A1003-2026-11-27.csv.
  const fileName = `${base}-${todayIn(timeZone)}.${format}`;
  if (format === 'xlsx') {
    const bytes = await toXlsxFile(sheetName, columns, rows);
    return { fileName, format, mediaType: XLSX_MEDIA_TYPE, content: bytes.toString('base64') };
  }
  return { fileName, format, mediaType: 'text/csv;charset=utf-8', content: toCsvFile(columns, rows) };
}

/** A test's marks per question, one student a row, with the total, percentage and grade. */
export async function exportTestResults(db: Db, test: AssessmentRow, format: Format, timeZone: string) {
  const table = await readTestMarks(db, test);
  const columns: CsvColumn<MarksRow>[] = [
    { header: 'Student', value: (r) => r.studentName },
    { header: 'Email', value: (r) => r.email },
    { header: 'Submitted', value: (r) => formatSchoolDateTime(r.submittedAt, timeZone) },
    ...table.questions.map((q, i) => ({
      header: `Q${q.position} ${q.questionID} (${q.questionmarks})`,
      value: (r: MarksRow) => marks(r.marks[i] ?? null),
    })),
    { header: 'Total', value: (r) => marks(r.achievedMarks) },
    { header: 'Out of', value: (r) => r.totalMarks },
    { header: 'Percentage', value: (r) => marks(r.percentage) },
    { header: 'Grade', value: (r) => r.grade ?? '' },
    { header: 'Status', value: (r) => (r.corrected ? 'Final' : 'Waiting for marks') },
  ];
  const base = `${fileSafe(test.assessmentName)}-${fileSafe(test.testId)}`;
  return fileOf(base, format, columns, table.students, test.testId, timeZone);
}

/** A curriculum's gradebook: each test's marks and grade, then the totals over final results. */
export async function exportGradebook(db: Db, query: GradebookQuery, format: Format, timeZone: string) {
  const book = await readGradebook(db, query);
  const cell = (i: number) => (r: GradebookRow) => {
    const c = r.cells[i];
    if (!c || c.state === 'notTaken') return '';
    return c.state === 'pending' ? 'Waiting for marks' : marks(c.achievedMarks);
  };
  const columns: CsvColumn<GradebookRow>[] = [
    { header: 'Student', value: (r) => r.studentName },
    { header: 'Email', value: (r) => r.email },
    ...book.tests.flatMap((t, i) => [
      { header: `${t.testID} ${t.assessmentName} (${t.totalMarks})`, value: cell(i) },
      { header: `${t.testID} Grade`, value: (r: GradebookRow) => r.cells[i]?.grade ?? '' },
    ]),
    { header: 'Total', value: (r) => r.achievedMarks },
    { header: 'Out of', value: (r) => r.totalMarks },
    { header: 'Percentage', value: (r) => marks(r.percentage) },
    { header: 'Grade', value: (r) => r.grade ?? '' },
  ];
  const base = ['gradebook', fileSafe(query.curriculumCode), query.subject ? fileSafe(query.subject) : '']
    .filter(Boolean)
    .join('-');
  return fileOf(base, format, columns, book.students, query.curriculumCode, timeZone);
}

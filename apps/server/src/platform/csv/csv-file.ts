import { stringify } from 'csv-stringify/sync';

/** UTF-8's byte-order mark: without it Excel reads a CSV in the machine's legacy code page and garbles "Zoë". */
export const BOM = '\uFEFF';

/**
 * Characters that make a spreadsheet read a cell as a formula (or, for tab and carriage return,
 * hide one behind them): a cell of a user's text that starts with one is a way to run a formula
 * on the admin's machine (CSV or formula injection, OWASP).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as written to a file a person will open in a spreadsheet: a value that starts like a
 * formula gets a leading apostrophe, which spreadsheets show as text and do not evaluate.
 */
export const inertCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
};

/** One column of an exported file: its header and how a row fills it. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

/**
 * The one way Kaksha writes a CSV for people (lists, gradebooks): UTF-8 with a byte-order mark,
 * a header row, CRLF line ends, every cell quoted as needed and made inert.
 */
export function toCsvFile<T>(columns: readonly CsvColumn<T>[], rows: Iterable<T>): string {
  const records: string[][] = [columns.map((column) => inertCell(column.header))];
  for (const row of rows) records.push(columns.map((column) => inertCell(column.value(row))));
  return BOM + stringify(records, { record_delimiter: 'windows' });
}

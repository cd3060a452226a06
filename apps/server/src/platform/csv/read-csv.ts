import { messages } from '@kaksha/contracts/messages';
import { parse } from 'csv-parse/sync';
import { badRequest } from '../../http/errors.ts';

/**
 * Spreadsheets in some regions save CSV with semicolons (or tabs, copied from a sheet); the header
 * line, which holds no commas of its own, tells which separator the file uses.
 */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/**
 * Reads a CSV a person saved from a spreadsheet into rows of cells. The bytes must be UTF-8 (a
 * byte-order mark is allowed); a file in another encoding is refused with how to save it right,
 * since guessing would turn "Zoë" into "ZoÃ«" in a student's name without a word.
 */
export function readCsv(bytes: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(messages.importNotUtf8);
  }
  // A NUL never belongs in a spreadsheet's text; it is what a binary file (a .xlsx renamed) carries.
  if (text.includes('\u0000')) throw badRequest(messages.importNotCsv);
  try {
    return parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      // Spreadsheets leave rows of empty cells (",,,,") below the data.
      skip_records_with_empty_values: true,
      trim: true,
    }) as string[][];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw badRequest(messages.importUnreadable.replace('{reason}', reason));
  }
}

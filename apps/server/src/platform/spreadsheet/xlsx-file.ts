import ExcelJS from 'exceljs';
import type { CsvColumn } from '../csv/csv-file.ts';

/** XLSX's media type, for the file a browser saves. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The same columns as a CSV export, as one XLSX sheet: a bold, frozen header row; numbers stay
 * numbers, every other value is written as text. A text cell is never a formula in XLSX (only a
 * cell written as a formula is), so values are kept as they are, without the CSV's apostrophe.
 */
export async function toXlsxFile<T>(sheetName: string, columns: readonly CsvColumn<T>[], rows: Iterable<T>) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kaksha';
  // Sheet names are at most 31 characters and may not hold []:*?/\ (Excel's rule).
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.addRow(columns.map((column) => column.header)).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      columns.map((column) => {
        const value = column.value(row);
        if (typeof value === 'number') return value;
        return value === null || value === undefined ? '' : String(value);
      }),
    );
  }
  columns.forEach((column, i) => {
    sheet.getColumn(i + 1).width = Math.min(40, Math.max(10, column.header.length + 2));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

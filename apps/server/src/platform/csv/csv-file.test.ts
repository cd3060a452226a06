import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { BOM, inertCell, toCsvFile } from './csv-file.ts';
import { readCsv } from './read-csv.ts';

describe('toCsvFile', () => {
  it('starts with the UTF-8 byte-order mark and ends lines with CRLF', () => {
    const file = toCsvFile([{ header: 'name', value: (r: { name: string }) => r.name }], [{ name: 'Zoë' }]);
    expect(file.startsWith(BOM)).toBe(true);
    expect(file).toBe(`${BOM}name\r\nZoë\r\n`);
  });

  it('makes cells that start like a formula inert, and quotes what needs quoting', () => {
    const rows = [
      '=HYPERLINK("http://x","y")',
      '+91 98765 43210',
      '-2+3',
      '@SUM(A1)',
      '\tx',
      'plain, with comma',
      'a "quote"',
    ];
    const file = toCsvFile([{ header: 'cell', value: (r: string) => r }], rows);
    const cells = (parse(file.slice(1)) as string[][]).slice(1).map((r) => r[0]);
    expect(cells).toEqual([
      `'=HYPERLINK("http://x","y")`,
      "'+91 98765 43210",
      "'-2+3",
      "'@SUM(A1)",
      "'\tx",
      'plain, with comma',
      'a "quote"',
    ]);
  });

  it('writes empty cells for null and undefined, and leaves ordinary text alone', () => {
    expect(inertCell(null)).toBe('');
    expect(inertCell(undefined)).toBe('');
    expect(inertCell('Rao')).toBe('Rao');
    expect(inertCell(42)).toBe('42');
  });
});

describe('readCsv', () => {
  it('reads what toCsvFile writes back to the same cells', () => {
    const file = toCsvFile(
      [
        { header: 'a', value: (r: string[]) => r[0] },
        { header: 'b', value: (r: string[]) => r[1] },
      ],
      [['Zoë, Jr', 'line one\nline two']],
    );
    expect(readCsv(Buffer.from(file))).toEqual([
      ['a', 'b'],
      ['Zoë, Jr', 'line one\nline two'],
    ]);
  });

  it('refuses text that is not UTF-8 and a binary file', () => {
    expect(() => readCsv(Buffer.from('name\nZo\xeb', 'latin1'))).toThrow(/UTF-8/);
    expect(() => readCsv(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toThrow(/\.csv/);
  });
});

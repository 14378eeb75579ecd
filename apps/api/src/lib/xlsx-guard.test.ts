import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { xlsxBomb } from '../testing/xlsx-bomb';
import { checkXlsxArchive, XLSX_LIMITS } from './xlsx-guard';

/** A workbook as Excel writes it, with `rows` rows of booking-like cells. */
async function workbook(rows: number, cell = 'Demo Trading LLC'): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Bookings');
  for (let row = 0; row < rows; row += 1) {
    sheet.addRow([cell, 'Kuwait City', 2, 'Kg', 12.5, 'Cm', 30, 20, 10, 'Garments']);
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** A hand-made archive: the parts' names and their unpacked text. */
function archive(parts: Record<string, string>): Uint8Array {
  return zipSync(
    Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, strToU8(text)])),
    {
      level: 9,
    },
  );
}

describe('an XLSX within the limits', () => {
  test('passes, up to the largest booking file the portal accepts', async () => {
    expect(checkXlsxArchive(await workbook(3))).toBeNull();
    expect(checkXlsxArchive(await workbook(10_000))).toBeNull();
  });

  test('passes with a cell of 32,767 characters, the most Excel allows', async () => {
    expect(checkXlsxArchive(await workbook(2, '&'.repeat(32_767)))).toBeNull();
  });
});

describe('an XLSX past a limit is refused before any reader parses it', () => {
  test('one cell that unpacks to 60 MB (the review’s bomb, smaller)', () => {
    const bomb = xlsxBomb();
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(checkXlsxArchive(bomb)).toBe('tooLarge');
  });

  test('a cell longer than Excel’s limit, however small the file', () => {
    const long = archive({
      'xl/sharedStrings.xml': `<sst><si><t>${'B'.repeat(XLSX_LIMITS.textRunBytes + 1)}</t></si></sst>`,
    });
    expect(checkXlsxArchive(long)).toBe('tooLarge');
  });

  test('one part, or all parts together, past its unpacked size', () => {
    const limits = { ...XLSX_LIMITS, partBytes: 1_000, totalBytes: 1_500, textRunBytes: 100 };
    const row = '<c><v>1</v></c>';
    expect(checkXlsxArchive(archive({ 'a.xml': row.repeat(70) }), limits)).toBe('tooLarge');
    expect(
      checkXlsxArchive(archive({ 'a.xml': row.repeat(60), 'b.xml': row.repeat(60) }), limits),
    ).toBe('tooLarge');
    expect(checkXlsxArchive(archive({ 'a.xml': row.repeat(60) }), limits)).toBeNull();
  });

  test('too many parts', () => {
    const parts = Object.fromEntries(
      Array.from({ length: 12 }, (_, index) => [`p${index}.xml`, '<a/>']),
    );
    expect(checkXlsxArchive(archive(parts), { ...XLSX_LIMITS, parts: 10 })).toBe('tooLarge');
  });

  test('a binary part is counted but not read as text', () => {
    const image = archive({ 'xl/media/image1.png': 'P'.repeat(XLSX_LIMITS.textRunBytes * 2) });
    expect(checkXlsxArchive(image)).toBeNull();
  });

  test('bytes that are no archive, or a cut one, are unreadable', async () => {
    expect(checkXlsxArchive(strToU8('hello, not a zip'))).toBe('unreadable');
    const whole = await workbook(50);
    expect(checkXlsxArchive(whole.subarray(0, whole.length / 2))).not.toBeNull();
  });
});

import { Readable } from 'node:stream';
import { EDI_CSV_COMMENT, type EdiFileFormat } from '@skyparcel/domain/edi-booking';
import { AppError } from '@skyparcel/domain/errors';
import { CsvError, parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { spreadsheetCellValue } from '../../lib/spreadsheet-cell';
import { checkXlsxArchive } from '../../lib/xlsx-guard';

/** One line of the file with its number as people see it (row of the sheet, line of the CSV). */
export type EdiFileLine = { line: number; cells: string[] };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export function refuseEdiFile(reason: string): never {
  throw new AppError('EDI_FILE_INVALID', { fields: { file: reason } });
}

/**
 * What the file is, by its content (spec section 5: only XLSX or CSV), never by its name or the
 * browser's type: a ZIP container is an XLSX (the reader then proves it), readable UTF-8 text
 * without NUL characters is a CSV, anything else is refused.
 */
export function sniffEdiFormat(bytes: Buffer): EdiFileFormat {
  if (bytes.length === 0) {
    refuseEdiFile('validation.edi.emptyFile');
  }
  if (ZIP_MAGIC.every((byte, index) => bytes[index] === byte)) {
    return 'xlsx';
  }
  if (bytes.includes(0)) {
    refuseEdiFile('validation.edi.fileType');
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    refuseEdiFile('validation.edi.fileType');
  }
  return 'csv';
}

/**
 * Refuses an XLSX that unpacks past XLSX_LIMITS (a decompression bomb, a cell longer than Excel
 * allows) before anything reads or keeps it (issue 27): in well under a second, since inflation
 * stops at the first limit passed.
 */
export function refuseOversizedXlsx(bytes: Buffer): void {
  const verdict = checkXlsxArchive(bytes);
  if (verdict) {
    refuseEdiFile(
      verdict === 'tooLarge' ? 'validation.edi.unpackedTooLarge' : 'validation.edi.fileType',
    );
  }
}

/**
 * The file's non-empty lines, read as a stream (exceljs' streaming reader for XLSX: the first
 * sheet only, so a notes sheet after it is never read; csv-parse's stream for CSV, where a line
 * starting with '#' is a note). Cells come as trimmed text. An XLSX has passed
 * `refuseOversizedXlsx` first.
 */
export async function* readEdiFileLines(
  format: EdiFileFormat,
  bytes: Buffer,
): AsyncGenerator<EdiFileLine> {
  if (format === 'csv') {
    yield* readCsvLines(bytes);
  } else {
    yield* readXlsxLines(bytes);
  }
}

async function* readCsvLines(bytes: Buffer): AsyncGenerator<EdiFileLine> {
  const parser = Readable.from([bytes]).pipe(
    parse({
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      comment: EDI_CSV_COMMENT,
      comment_no_infix: true,
      info: true,
      max_record_size: 20_000,
    }),
  );
  try {
    for await (const entry of parser) {
      // With `info` each record comes as { record, info }.
      const { record, info } = entry as { record: unknown; info: { lines: number } };
      const cells = Array.isArray(record) ? record.map((cell) => String(cell)) : [];
      if (cells.some((cell) => cell !== '')) {
        yield { line: info.lines, cells };
      }
    }
  } catch (error) {
    if (error instanceof CsvError) {
      refuseEdiFile('validation.edi.unreadable');
    }
    throw error;
  }
}

async function* readXlsxLines(bytes: Buffer): AsyncGenerator<EdiFileLine> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const cells = Array.from(values, (value) => cellText(value as ExcelJS.CellValue));
        if (cells.some((cell) => cell !== '')) {
          yield { line: row.number, cells };
        }
      }
      // Only the first sheet holds bookings; the template's notes sheet follows it.
      return;
    }
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    refuseEdiFile('validation.edi.fileType');
  }
}

/** A cell as text: numbers as written, dates as ISO days, formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  const read = spreadsheetCellValue(value);
  return read instanceof Date ? read.toISOString().slice(0, 10) : read;
}

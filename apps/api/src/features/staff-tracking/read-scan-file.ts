import { AppError } from '@skyparcel/domain/errors';
import {
  MAX_TRACKING_IMPORT_BYTES,
  MAX_TRACKING_IMPORT_ROWS,
  TRACKING_IMPORT_COLUMNS,
} from '@skyparcel/domain/tracking';
import { CsvError, type Info, parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { spreadsheetCellValue } from '../../lib/spreadsheet-cell';
import { checkXlsxArchive } from '../../lib/xlsx-guard';

/** A scan file as sent: CSV text or an XLSX workbook's bytes. */
export type ScanFile = { kind: 'csv'; text: string } | { kind: 'xlsx'; bytes: Buffer };

/** One row of the file by column name, with the line (CSV) or row (XLSX) number people see. */
export type ScanFileRow = { line: number; values: Record<string, string | Date> };

export function refuseFile(
  fields: Record<string, string>,
  count = Object.keys(fields).length,
): never {
  throw new AppError('TRACKING_IMPORT_INVALID', { fields, params: { count: String(count) } });
}

/**
 * The rows of a carrier's scan file, after a header row naming TRACKING_IMPORT_COLUMNS (any
 * order; airportCode and note may be left out). Size, row count and the header are checked here;
 * each row's values are checked by the import.
 */
export async function readScanFile(file: ScanFile): Promise<ScanFileRow[]> {
  const size = file.kind === 'csv' ? Buffer.byteLength(file.text, 'utf8') : file.bytes.length;
  if (size > MAX_TRACKING_IMPORT_BYTES) {
    refuseFile({ file: 'operator.trackingImport.tooLarge' });
  }
  const table = file.kind === 'csv' ? readCsv(file.text) : await readXlsx(file.bytes);
  const [header, ...rows] = table;
  const columns = header?.cells.map((cell) => String(cell).trim()) ?? [];
  const required = TRACKING_IMPORT_COLUMNS.slice(0, 4);
  const known = new Set<string>(TRACKING_IMPORT_COLUMNS);
  if (
    !required.every((column) => columns.includes(column)) ||
    !columns.every((c) => known.has(c))
  ) {
    refuseFile({ file: 'operator.trackingImport.columns' });
  }
  if (rows.length === 0) {
    refuseFile({ file: 'operator.trackingImport.empty' });
  }
  if (rows.length > MAX_TRACKING_IMPORT_ROWS) {
    refuseFile({ file: 'operator.trackingImport.tooManyRows' });
  }
  return rows.map(({ line, cells }) => ({
    line,
    values: Object.fromEntries(
      TRACKING_IMPORT_COLUMNS.map((column) => {
        const index = columns.indexOf(column);
        return [column, index < 0 ? '' : (cells[index] ?? '')];
      }),
    ),
  }));
}

type Table = { line: number; cells: (string | Date)[] }[];

function readCsv(text: string): Table {
  if (text.includes('\u0000')) {
    refuseFile({ file: 'validation.nulCharacter' });
  }
  try {
    const records: unknown[] = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      max_record_size: 2_000,
      to_line: MAX_TRACKING_IMPORT_ROWS + 2,
    });
    // With `info` each record comes as { record, info } (the typings still say string[][]).
    return records.map((entry) => {
      const { record, info } = entry as { record: unknown; info: Info };
      return { line: info.lines, cells: Array.isArray(record) ? record.map(String) : [] };
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = 'lines' in error && typeof error.lines === 'number' ? error.lines : 0;
      refuseFile({ [`row.${line}`]: 'operator.trackingImport.unreadable' });
    }
    throw error;
  }
}

async function readXlsx(bytes: Buffer): Promise<Table> {
  // What the archive unpacks to is measured before exceljs reads a byte of it (issue 27).
  const verdict = checkXlsxArchive(bytes);
  if (verdict) {
    refuseFile({
      file:
        verdict === 'tooLarge'
          ? 'operator.trackingImport.unpackedTooLarge'
          : 'operator.trackingImport.format',
    });
  }
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as an ArrayBuffer-like "Buffer"; JSZip reads an ArrayBuffer.
    const data = new ArrayBuffer(bytes.byteLength);
    new Uint8Array(data).set(bytes);
    await workbook.xlsx.load(data);
  } catch {
    refuseFile({ file: 'operator.trackingImport.format' });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) {
    refuseFile({ file: 'operator.trackingImport.empty' });
  }
  const table: Table = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: (string | Date)[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) {
      cells.push(spreadsheetCellValue(row.getCell(column).value));
    }
    if (cells.some((cell) => cell !== '')) {
      table.push({ line: rowNumber, cells });
    }
  });
  return table;
}

import type ExcelJS from 'exceljs';

/**
 * A spreadsheet cell as a person reads it: text trimmed, rich text joined, a formula by its
 * result, a hyperlink by its text, and a date cell as a Date (Excel keeps no zone: read as UTC).
 * The scan import and the EDI booking both read cells this way.
 */
export function spreadsheetCellValue(value: ExcelJS.CellValue): string | Date {
  if (value === null || value === undefined) {
    return '';
  }
  if (value instanceof Date) {
    return value;
  }
  if (typeof value === 'object') {
    if ('richText' in value) {
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    }
    if ('text' in value) {
      return String(value.text).trim();
    }
    if ('result' in value && value.result !== undefined) {
      return spreadsheetCellValue(value.result as ExcelJS.CellValue);
    }
    return '';
  }
  return String(value).trim();
}

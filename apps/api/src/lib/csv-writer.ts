import { stringify } from 'csv-stringify/sync';

/** What a CSV cell may hold; numbers are written as they are. */
export type CsvCell = string | number | null | undefined;

/** A number as text (an amount, a weight), which no spreadsheet runs as a formula. */
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;
/** The first characters with which a spreadsheet runs a cell as a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text safe in a cell a spreadsheet opens: one starting with =, +, -, @, a tab or a carriage
 * return is given a leading apostrophe, which spreadsheets show as text, so a name, an e-mail
 * (which may start with + or -) or a file name can never run as a formula. A plain number, such as
 * a negative amount, is left as it is.
 */
export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * Every CSV the portal writes goes through here (issue 27): csv-stringify's quoting, with each
 * text cell made spreadsheet-safe, whoever wrote it.
 */
export function writeCsv(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    rows.map((row) => [...row]),
    { cast: { string: spreadsheetSafe } },
  );
}

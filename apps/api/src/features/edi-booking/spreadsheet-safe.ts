/**
 * A text from an uploaded file, safe to hand back in a CSV: a spreadsheet runs a cell starting
 * with =, +, -, @, a tab or a carriage return as a formula (CSV injection), so such a cell is
 * given a leading apostrophe, which spreadsheets show as text.
 */
export function spreadsheetSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

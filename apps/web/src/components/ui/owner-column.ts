import type { DataTableColumn } from './data-table';

/** A row of a list a business user may share with colleagues (decision 053). */
export type OwnedRow = { ownerName?: string | undefined };

/**
 * Whether a list holds a colleague's row: the API names the owner of a colleague's row only
 * (`ownerName`), so a list of one's own things, and every individual customer's, names nobody.
 */
export function listsColleagueRows(rows: readonly OwnedRow[]): boolean {
  return rows.some((row) => row.ownerName !== undefined && row.ownerName !== '');
}

/** Whose a row is: the colleague's name, or the reader's own word for themselves ("You"). */
export function ownerLabel(row: OwnedRow, you: string): string {
  return row.ownerName || you;
}

/**
 * The Owner column of a business user's list (decision 053; My Suite's packages, the cart): one
 * column, present only when a colleague's row is listed, naming the colleague or "You". Headers
 * and the word for "You" come translated from the list's own dictionary part.
 */
export function ownerColumn<TRow extends OwnedRow>(
  rows: readonly TRow[],
  labels: { header: string; you: string },
): DataTableColumn<TRow>[] {
  if (!listsColleagueRows(rows)) {
    return [];
  }
  return [{ id: 'owner', header: labels.header, cell: (row) => ownerLabel(row, labels.you) }];
}

import type { ReactNode } from 'react';
import './data-table.css';

export type DataTableColumn<TRow> = {
  /** Stable id of the column (React key). */
  id: string;
  /** Already translated; the column's header, and on a phone the label beside each value. */
  header: string;
  cell: (row: TRow) => ReactNode;
  /** The cell that names the row (a package number, a person): a row header for screen readers. */
  isRowHeader?: boolean;
  /** Shows that the rows are sorted by this column (`aria-sort` and an arrow). */
  sort?: 'ascending' | 'descending';
};

export type DataTableProps<TRow> = {
  columns: readonly DataTableColumn<TRow>[];
  rows: readonly TRow[];
  getRowKey: (row: TRow) => string;
  /** Already translated; read before the rows. Hidden unless `isCaptionVisible`. */
  caption: string;
  isCaptionVisible?: boolean;
  /**
   * Already translated; shown instead of an empty table. A loaded list gets its empty state from
   * QueryState (`isEmpty`), so this is for rows that are part of other data (a package's items).
   */
  empty?: string;
};

/**
 * A table of rows with columns given as data: real table markup (caption, column headers, row
 * headers), and on a phone each row becomes a card whose values carry their column's name, so
 * nothing scrolls sideways.
 */
export function DataTable<TRow>({
  columns,
  rows,
  getRowKey,
  caption,
  isCaptionVisible = false,
  empty,
}: DataTableProps<TRow>) {
  if (rows.length === 0 && empty !== undefined) {
    return <p className="empty-state">{empty}</p>;
  }
  return (
    <table className="data-table">
      <caption className={isCaptionVisible ? 'data-table__caption' : 'visually-hidden'}>
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" aria-sort={column.sort}>
              {column.header}
              {column.sort ? (
                <span className="data-table__sort" aria-hidden="true">
                  {column.sort === 'ascending' ? ' ▲' : ' ▼'}
                </span>
              ) : null}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={getRowKey(row)}>
            {columns.map((column) =>
              column.isRowHeader ? (
                <th key={column.id} scope="row" data-label={column.header}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.id} data-label={column.header}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

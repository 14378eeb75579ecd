import { type SQL, sql } from 'drizzle-orm';

/**
 * Many rows as ONE bind parameter: `insert … select … from jsonb_to_recordset(${jsonRows(rows)})`.
 * A carrier's scan file writes tens of thousands of rows; as separate parameters each row costs
 * the query builder and the server's parser, as one JSON text it costs a single parse (decision
 * 042). Dates become ISO texts, read back by the recordset's timestamptz columns.
 */
export function jsonRows(rows: readonly Record<string, unknown>[]): SQL {
  return sql`${JSON.stringify(rows)}::jsonb`;
}

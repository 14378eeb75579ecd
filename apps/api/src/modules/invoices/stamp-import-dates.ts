import { schema } from '@skyparcel/db';
import { and, isNull, sql } from 'drizzle-orm';
import { jsonRows } from '../../lib/json-rows';
import type { Tx } from '../../lib/tx';

const { invoices } = schema;

/**
 * The import date of shipped requests' invoices (spec section 3, issue 13): the time of the
 * first tracking event that has the goods in the destination country, written once in that
 * event's transaction. An invoice that has one keeps it (a later scan, a replayed file or an
 * exception never moves it); an issued invoice changes nothing else but its balance (049).
 * One statement for a scan file's thousands of requests (lib/json-rows). Answers the invoices
 * dated now, whose kept PDFs lack the date.
 */
export async function stampImportDates(
  tx: Tx,
  imports: readonly { shipRequestId: string; importedAt: Date }[],
): Promise<string[]> {
  if (imports.length === 0) {
    return [];
  }
  const dates = sql`jsonb_to_recordset(${jsonRows(imports)}) as r("shipRequestId" uuid, "importedAt" timestamptz)`;
  const stamped = await tx
    .update(invoices)
    .set({ importedAt: sql`r."importedAt"` })
    .from(dates)
    .where(and(sql`${invoices.shipRequestId} = r."shipRequestId"`, isNull(invoices.importedAt)))
    .returning({ id: invoices.id });
  return stamped.map((row) => row.id);
}

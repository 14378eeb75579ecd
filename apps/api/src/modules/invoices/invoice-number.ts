import { schema } from '@skyparcel/db';
import { formatInvoiceNumber, type InvoiceKind } from '@skyparcel/domain/invoices';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../lib/tx';

const { invoiceNumberSequences } = schema;

export type InvoiceNumber = { number: string; year: number; serial: number };

/**
 * The next tax invoice number of a kind and year (issue 13: gap-free per kind and year). One
 * upsert takes the sequence row's lock and keeps it until the issuing transaction ends, as
 * `allocateAirWaybill` does: concurrent issues queue, and a rolled-back issue gives its serial
 * back, so there are neither gaps nor repeats. The year is the UTC year of the issue.
 */
export async function nextInvoiceNumber(
  tx: Tx,
  kind: InvoiceKind,
  issuedAt: Date,
): Promise<InvoiceNumber> {
  const year = issuedAt.getUTCFullYear();
  const [row] = await tx
    .insert(invoiceNumberSequences)
    .values({ kind, year, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [invoiceNumberSequences.kind, invoiceNumberSequences.year],
      set: { lastSerial: sql`${invoiceNumberSequences.lastSerial} + 1` },
    })
    .returning({ serial: invoiceNumberSequences.lastSerial });
  if (!row) {
    throw new Error(`no invoice number for ${kind} ${year}`);
  }
  return { number: formatInvoiceNumber(kind, year, row.serial), year, serial: row.serial };
}

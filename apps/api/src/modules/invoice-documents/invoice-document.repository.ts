import { schema } from '@skyparcel/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

const { invoiceDocuments } = schema;

/** The stored PDF of an invoice in one language, or undefined before it is first made. */
export async function findInvoiceDocument(db: DbOrTx, invoiceId: string, locale: string) {
  const [row] = await db
    .select({ pdf: invoiceDocuments.pdf, sha256: invoiceDocuments.sha256 })
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.invoiceId, invoiceId), eq(invoiceDocuments.locale, locale)))
    .limit(1);
  return row;
}

/**
 * Keeps a newly made PDF unless another request stored one first: the first stays, so every
 * download sends one set of bytes even when two downloads race.
 */
export async function insertInvoiceDocument(
  db: DbOrTx,
  document: { invoiceId: string; locale: string; pdf: Uint8Array; sha256: string },
) {
  await db.insert(invoiceDocuments).values(document).onConflictDoNothing();
}

/**
 * Forgets the kept PDFs of invoices that gained a fact after issue (the import date, set once
 * at arrival): the next download makes them anew with it, and keeps those bytes from then on.
 */
export async function discardInvoiceDocuments(db: DbOrTx, invoiceIds: readonly string[]) {
  if (invoiceIds.length === 0) {
    return;
  }
  await db.delete(invoiceDocuments).where(inArray(invoiceDocuments.invoiceId, [...invoiceIds]));
}

import { schema } from '@skyparcel/db';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

const { invoiceDocuments } = schema;

/** The stored PDF of an invoice in one language (of any version), or undefined before the first. */
export async function findInvoiceDocument(db: DbOrTx, invoiceId: string, locale: string) {
  const [row] = await db
    .select({
      pdf: invoiceDocuments.pdf,
      sha256: invoiceDocuments.sha256,
      version: invoiceDocuments.version,
    })
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.invoiceId, invoiceId), eq(invoiceDocuments.locale, locale)))
    .limit(1);
  return row;
}

/**
 * Keeps a newly made PDF in place of a copy of another version; a copy of the same version
 * stays (the first of two racing downloads), so every download of one version sends one set of
 * bytes. A download that read the invoice before a payment may store its older version after
 * the payment's download: the next reader finds the version wrong and makes it anew.
 */
export async function storeInvoiceDocument(
  db: DbOrTx,
  document: { invoiceId: string; locale: string; pdf: Uint8Array; sha256: string; version: string },
) {
  await db
    .insert(invoiceDocuments)
    .values(document)
    .onConflictDoUpdate({
      target: [invoiceDocuments.invoiceId, invoiceDocuments.locale],
      set: {
        pdf: sql`excluded.pdf`,
        sha256: sql`excluded.sha256`,
        version: sql`excluded.version`,
        createdAt: sql`now()`,
      },
      setWhere: ne(invoiceDocuments.version, sql`excluded.version`),
    });
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

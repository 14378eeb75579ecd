import { createHash } from 'node:crypto';
import type { InvoiceDto } from '@skyparcel/domain/invoices';
import type { Locale } from '@skyparcel/domain/locale';
import type { DbOrTx } from '../../lib/tx';
import { findInvoiceDocument, insertInvoiceDocument } from './invoice-document.repository';
import { type InvoicePdfOptions, renderInvoicePdf } from './render-invoice-pdf';

export type InvoicePdf = { pdf: Uint8Array; sha256: string; filename: string };

/**
 * An invoice's PDF in the reader's language: the stored one, or made now and stored (decision
 * 050). The caller has already found the invoice for this viewer (`findInvoiceForViewer`), so
 * here nothing is authorised. When two first downloads race, the stored bytes are the answer.
 */
export async function invoicePdf(
  db: DbOrTx,
  invoice: InvoiceDto,
  locale: Locale,
  options: InvoicePdfOptions,
): Promise<InvoicePdf> {
  const filename = `${invoice.number}.pdf`;
  const stored = await findInvoiceDocument(db, invoice.id, locale);
  if (stored) {
    return { ...stored, filename };
  }
  const pdf = await renderInvoicePdf(invoice, locale, options);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  await insertInvoiceDocument(db, { invoiceId: invoice.id, locale, pdf, sha256 });
  const kept = await findInvoiceDocument(db, invoice.id, locale);
  return { ...(kept ?? { pdf, sha256 }), filename };
}

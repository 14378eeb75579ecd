import { createHash } from 'node:crypto';
import type { InvoiceDto } from '@skyparcel/domain/invoices';
import type { Locale } from '@skyparcel/domain/locale';
import type { DbOrTx } from '../../lib/tx';
import { findInvoiceDocument, storeInvoiceDocument } from './invoice-document.repository';
import type { InvoicePdfOptions } from './render-invoice-pdf';
import { renderInvoicePdfAside } from './render-invoice-pdf-aside';

export type InvoicePdf = { pdf: Uint8Array; sha256: string; filename: string };

/**
 * The layout's version: raise it when the renderer prints something new, so kept copies made
 * by the older layout are made anew (2: the AED 300 note of service and return invoices; 3: a
 * word wider than its column, such as a long transaction id, wraps inside it; 4: an EDI
 * booking's shipments, boxes, pallets, DIM and volumetric weight).
 */
const PDF_LAYOUT_VERSION = 4;

/**
 * What a PDF shows, as one hash: the invoice as its reader reads it (balance, payments, credit
 * notes, import date, status, texts in their language), the portal's address for the FAQs link,
 * and the layout. A payment, credit or refund changes it; nothing else does.
 */
export function invoiceDocumentVersion(invoice: InvoiceDto, options: InvoicePdfOptions): string {
  return createHash('sha256')
    .update(JSON.stringify([PDF_LAYOUT_VERSION, options.publicUrl, invoice]))
    .digest('hex');
}

/**
 * An invoice's PDF in the reader's language: the stored one while the invoice reads as it did
 * when that was made, or made now and stored (decision 050). The caller has already found the
 * invoice for this viewer (`findInvoiceForViewer`), so here nothing is authorised. When two
 * first downloads race, the stored bytes are the answer.
 */
export async function invoicePdf(
  db: DbOrTx,
  invoice: InvoiceDto,
  locale: Locale,
  options: InvoicePdfOptions,
): Promise<InvoicePdf> {
  const filename = `${invoice.number}.pdf`;
  const version = invoiceDocumentVersion(invoice, options);
  const stored = await findInvoiceDocument(db, invoice.id, locale);
  if (stored?.version === version) {
    return { pdf: stored.pdf, sha256: stored.sha256, filename };
  }
  const pdf = await renderInvoicePdfAside(invoice, locale, options);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  await storeInvoiceDocument(db, { invoiceId: invoice.id, locale, pdf, sha256, version });
  const kept = await findInvoiceDocument(db, invoice.id, locale);
  return kept?.version === version
    ? { pdf: kept.pdf, sha256: kept.sha256, filename }
    : { pdf, sha256, filename };
}

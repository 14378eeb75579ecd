import { AppError } from '@skyparcel/domain/errors';
import type { InvoiceDto, InvoiceKind } from '@skyparcel/domain/invoices';
import type { Locale } from '@skyparcel/domain/locale';
import type { DbOrTx } from '../../lib/tx';
import type { InvoiceViewer } from '../../modules/invoices';
import { findViewerInvoice } from './find-viewer-invoice';

/** The kinds each invoice call answers (spec section 7); `any` is `/Invoices/{id}/country`. */
export const KINDS_OF_CALL = {
  shipping: ['shipping', 'shipping_additional'],
  serviceReturn: ['service', 'return'],
  manualCredit: ['manual', 'credit_note'],
  any: ['shipping', 'shipping_additional', 'service', 'return', 'manual', 'credit_note'],
} as const satisfies Record<string, readonly InvoiceKind[]>;

/**
 * One invoice for its page (issue 13): the viewer's (the module's rule), of a kind the call
 * shows, and, when the call names a country, of a warehouse in that country (an invoice with no
 * warehouse passes). Anything else answers INVOICE_NOT_FOUND as a missing invoice does, so a
 * page never shows another page's kind and nobody learns that someone else's invoice exists.
 * A page holds one page of the invoice's lines (`linesPage`, the first unless asked).
 */
export async function readInvoicePage(
  db: DbOrTx,
  viewer: InvoiceViewer,
  call: { kinds: readonly InvoiceKind[]; countryCode?: string | undefined },
  invoiceId: string,
  locale: Locale,
  now: Date,
  linesPage = 1,
): Promise<InvoiceDto> {
  const invoice = await findViewerInvoice(db, viewer, invoiceId, locale, now, linesPage);
  const country = call.countryCode?.toUpperCase();
  const inCountry =
    country === undefined ||
    invoice.warehouse === null ||
    invoice.warehouse.countryCode === country;
  if (!call.kinds.includes(invoice.kind) || !inCountry) {
    throw new AppError('INVOICE_NOT_FOUND', { params: { id: invoiceId } });
  }
  return invoice;
}

import { AppError } from '@skyparcel/domain/errors';
import type { InvoiceDto } from '@skyparcel/domain/invoices';
import type { Locale } from '@skyparcel/domain/locale';
import { isUuid } from '../../lib/is-uuid';
import type { DbOrTx } from '../../lib/tx';
import { summariseBookedCargo } from '../../modules/edi-booking';
import { findInvoiceForViewer, type InvoiceViewer } from '../../modules/invoices';

/**
 * The viewer's invoice (the module's rule), or INVOICE_NOT_FOUND: an id that is no UUID is
 * refused here, before PostgreSQL would fail on it, as a missing invoice. An EDI booking's
 * invoice carries its pallets and DIM weight (`summariseBookedCargo`).
 */
export async function findViewerInvoice(
  db: DbOrTx,
  viewer: InvoiceViewer,
  invoiceId: string,
  locale: Locale,
  now: Date,
  linesPage?: number,
): Promise<InvoiceDto> {
  if (!isUuid(invoiceId)) {
    throw new AppError('INVOICE_NOT_FOUND', { params: { id: invoiceId } });
  }
  return findInvoiceForViewer(db, viewer, invoiceId, locale, now, linesPage, (booking) =>
    summariseBookedCargo(db, booking),
  );
}

import { AppError } from '@skyparcel/domain/errors';
import type { InvoiceDto } from '@skyparcel/domain/invoices';
import type { Locale } from '@skyparcel/domain/locale';
import type { DbOrTx } from '../../lib/tx';
import { presentInvoice } from './invoice.presenter';
import {
  findInvoiceRowForViewer,
  type InvoiceViewer,
  listCreditNotesOf,
  listInvoiceLines,
  listInvoicePayments,
} from './invoice.repository';

/**
 * One invoice for its page or PDF, if the viewer may see it (the rule is the repository's
 * `where`): another's invoice answers INVOICE_NOT_FOUND exactly as a missing one does.
 */
export async function findInvoiceForViewer(
  db: DbOrTx,
  viewer: InvoiceViewer,
  invoiceId: string,
  locale: Locale,
  now: Date,
): Promise<InvoiceDto> {
  const row = await findInvoiceRowForViewer(db, viewer, invoiceId);
  if (!row) {
    throw new AppError('INVOICE_NOT_FOUND', { params: { id: invoiceId } });
  }
  const [lines, payments, creditNotes] = await Promise.all([
    listInvoiceLines(db, invoiceId),
    listInvoicePayments(db, invoiceId),
    listCreditNotesOf(db, invoiceId),
  ]);
  return presentInvoice({ ...row, lines, payments, creditNotes }, locale, now);
}

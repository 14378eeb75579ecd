import { AppError } from '@skyparcel/domain/errors';
import { INVOICE_LINES_PER_PAGE, type InvoiceDto } from '@skyparcel/domain/invoices';
import type { Locale } from '@skyparcel/domain/locale';
import type { DbOrTx } from '../../lib/tx';
import { presentInvoice } from './invoice.presenter';
import {
  countInvoiceLines,
  findInvoiceRowForViewer,
  type InvoiceViewer,
  listCreditNotesOf,
  listInvoiceLines,
  listInvoicePayments,
} from './invoice.repository';

/**
 * One invoice for its page or PDF, if the viewer may see it (the rule is the repository's
 * `where`): another's invoice answers INVOICE_NOT_FOUND exactly as a missing one does. With
 * `linesPage`, one page of its lines (the invoice pages); without, all of them (the PDF).
 */
export async function findInvoiceForViewer(
  db: DbOrTx,
  viewer: InvoiceViewer,
  invoiceId: string,
  locale: Locale,
  now: Date,
  linesPage?: number,
): Promise<InvoiceDto> {
  const row = await findInvoiceRowForViewer(db, viewer, invoiceId);
  if (!row) {
    throw new AppError('INVOICE_NOT_FOUND', { params: { id: invoiceId } });
  }
  // A page reads one page of lines and counts them all; the PDF and the mails read them all.
  const page =
    linesPage === undefined ? undefined : { page: linesPage, pageSize: INVOICE_LINES_PER_PAGE };
  const [lines, lineCount, payments, creditNotes] = await Promise.all([
    listInvoiceLines(db, invoiceId, page),
    page ? countInvoiceLines(db, invoiceId) : undefined,
    listInvoicePayments(db, invoiceId),
    listCreditNotesOf(db, invoiceId),
  ]);
  return presentInvoice(
    { ...row, lines, lineCount: lineCount ?? lines.length, payments, creditNotes },
    locale,
    now,
  );
}

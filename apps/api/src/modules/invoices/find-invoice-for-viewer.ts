import { AppError } from '@skyparcel/domain/errors';
import {
  INVOICE_LINES_PER_PAGE,
  type InvoiceCargo,
  type InvoiceDto,
} from '@skyparcel/domain/invoices';
import type { Locale } from '@skyparcel/domain/locale';
import type { DbOrTx } from '../../lib/tx';
import { presentInvoice } from './invoice.presenter';
import {
  countInvoiceLines,
  findInvoiceRowForViewer,
  type InvoiceReadRow,
  type InvoiceViewer,
  listCreditNotesOf,
  listInvoiceLines,
  listInvoicePayments,
} from './invoice.repository';

/**
 * Reads what an EDI booking's invoice carries (pallets, DIM weight). The edi-booking module
 * answers it; it issues these invoices through this module, so this module takes the reader
 * from its caller instead of importing it.
 */
export type FindBookingCargo = (booking: {
  serialNumber: number;
  currency: string;
}) => Promise<InvoiceCargo | null>;

/**
 * One invoice for its page or PDF, if the viewer may see it (the rule is the repository's
 * `where`): another's invoice answers INVOICE_NOT_FOUND exactly as a missing one does. With
 * `linesPage`, one page of its lines (the invoice pages); without, all of them (the PDF). An
 * EDI booking's invoice carries its cargo when `findBookingCargo` is given.
 */
export async function findInvoiceForViewer(
  db: DbOrTx,
  viewer: InvoiceViewer,
  invoiceId: string,
  locale: Locale,
  now: Date,
  linesPage?: number,
  findBookingCargo?: FindBookingCargo,
): Promise<InvoiceDto> {
  const row = await findInvoiceRowForViewer(db, viewer, invoiceId);
  if (!row) {
    throw new AppError('INVOICE_NOT_FOUND', { params: { id: invoiceId } });
  }
  // A page reads one page of lines and counts them all; the PDF and the mails read them all.
  const page =
    linesPage === undefined ? undefined : { page: linesPage, pageSize: INVOICE_LINES_PER_PAGE };
  const booking = ediBookingOf(row.invoice);
  const [lines, lineCount, payments, creditNotes, cargo] = await Promise.all([
    listInvoiceLines(db, invoiceId, page),
    page ? countInvoiceLines(db, invoiceId) : undefined,
    listInvoicePayments(db, invoiceId),
    listCreditNotesOf(db, invoiceId),
    booking && findBookingCargo ? findBookingCargo(booking) : null,
  ]);
  return presentInvoice(
    { ...row, lines, lineCount: lineCount ?? lines.length, payments, creditNotes, cargo },
    locale,
    now,
  );
}

/** The upload an invoice bills, by its statement (`issueBookingInvoices`), with its currency. */
function ediBookingOf(invoice: InvoiceReadRow['invoice']) {
  const serialNumber = Number(invoice.statementParams.serialNumber);
  return invoice.statementCode === 'EDI_BOOKING' && Number.isSafeInteger(serialNumber)
    ? { serialNumber, currency: invoice.currency }
    : null;
}

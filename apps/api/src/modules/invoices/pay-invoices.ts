import { AppError } from '@skyparcel/domain/errors';
import type { InvoicePayMethod } from '@skyparcel/domain/invoices';
import type { DbOrTx, Tx } from '../../lib/tx';
import {
  findOwnedInvoices,
  type InvoiceRow,
  type InvoiceViewer,
  insertInvoicePayment,
  lockInvoice,
  updateInvoiceBalance,
} from './invoice.repository';

/**
 * The caller's invoices to pay (POST /payment/invoices, decision 049), in the order asked: their
 * own or, for a business user, the company's (decision 053); another's or a missing one answers
 * INVOICE_NOT_FOUND (the viewer rule: it looks missing), a
 * credit note too (nothing to pay), one owing nothing INVOICE_ALREADY_PAID naming it.
 */
export async function findPayableInvoices(
  db: DbOrTx,
  viewer: InvoiceViewer,
  invoiceIds: readonly string[],
): Promise<InvoiceRow[]> {
  const rows = await findOwnedInvoices(db, viewer, invoiceIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return invoiceIds.map((id) => {
    const row = byId.get(id);
    if (!row || row.kind === 'credit_note') {
      throw new AppError('INVOICE_NOT_FOUND', { params: { id } });
    }
    if (row.outstandingMinor === 0) {
      throw new AppError('INVOICE_ALREADY_PAID', { params: { number: row.number } });
    }
    return row;
  });
}

/**
 * Money that reached an invoice (a payment's card share, the account credit spent on it), in
 * the settling transaction under the invoice's lock: recorded once per payment and method, and
 * never beyond what is owed (then it throws, and the payer's savepoint refunds the charge).
 * Answers the invoice as it now stands.
 */
export async function recordInvoicePayment(
  tx: Tx,
  payment: {
    invoiceId: string;
    paymentId: string;
    method: InvoicePayMethod;
    amountMinor: number;
    transactionId: string | null;
    chargedTo: string | null;
    responseCode: string | null;
    responseText: string | null;
    paidAt: Date;
  },
): Promise<InvoiceRow> {
  const invoice = await lockInvoice(tx, payment.invoiceId);
  if (!invoice) {
    throw new AppError('INVOICE_NOT_FOUND', { params: { id: payment.invoiceId } });
  }
  if (payment.amountMinor > invoice.outstandingMinor) {
    throw new AppError('INVOICE_ALREADY_PAID', { params: { number: invoice.number } });
  }
  const isNew = await insertInvoicePayment(tx, payment);
  if (!isNew) {
    return invoice;
  }
  return updateInvoiceBalance(
    tx,
    invoice,
    payment.method === 'account_credit'
      ? { creditAppliedMinor: payment.amountMinor }
      : { paidMinor: payment.amountMinor },
  );
}

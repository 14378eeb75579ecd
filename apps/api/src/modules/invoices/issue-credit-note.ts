import { AppError } from '@skyparcel/domain/errors';
import type { InvoiceLine, InvoiceReason } from '@skyparcel/domain/invoices';
import { currencyDecimals } from '@skyparcel/domain/money';
import type { Tx } from '../../lib/tx';
import { type InvoiceRow, lockInvoice, updateInvoiceBalance } from './invoice.repository';
import { issueInvoice } from './issue-invoice';

export type IssueCreditNoteInput = {
  invoiceId: string;
  /** What it takes back, in minor units of the invoice's currency. */
  amountMinor: number;
  reason: InvoiceReason;
  /** The operator; null for the system. */
  doneBy: string | null;
  issuedAt: Date;
  /**
   * Money given back through the gateway (decision 051), already recorded on the invoice as a
   * negative `refund` payment: paid comes down with it, so the invoice balances to zero.
   */
  refundedMinor?: number;
};

/**
 * Takes back part or all of an issued invoice (issue 13): a credit note of its own number for
 * the amount, with one CREDIT line and the reason, and the invoice's `credited` raised, under the
 * invoice's lock in the caller's transaction. At most what is billed and not yet credited
 * (CREDIT_NOTE_TOO_LARGE); a credit note itself is never credited.
 */
export async function issueCreditNote(
  tx: Tx,
  input: IssueCreditNoteInput,
): Promise<{ creditNote: InvoiceRow; invoice: InvoiceRow }> {
  const invoice = await lockInvoice(tx, input.invoiceId);
  if (!invoice) {
    throw new AppError('INVOICE_NOT_FOUND', { params: { id: input.invoiceId } });
  }
  if (invoice.kind === 'credit_note') {
    throw new AppError('INVOICE_NOT_CREDITABLE', { params: { number: invoice.number } });
  }
  const availableMinor = invoice.billedMinor - invoice.creditedMinor;
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
    throw new RangeError(`a credit note needs a positive amount, got ${input.amountMinor}`);
  }
  if (input.amountMinor > availableMinor) {
    const decimals = currencyDecimals(invoice.currency);
    const available = `${invoice.currency} ${(Math.max(0, availableMinor) / 10 ** decimals).toFixed(decimals)}`;
    throw new AppError('CREDIT_NOTE_TOO_LARGE', {
      params: { available, number: invoice.number },
    });
  }
  const line: InvoiceLine = {
    kind: 'charge',
    code: 'CREDIT',
    description: input.reason.code === 'TEXT' ? input.reason.text : null,
    params: { invoiceNumber: invoice.number },
    hsCode: null,
    quantity: 1,
    unitPriceMinor: input.amountMinor,
    totalPriceMinor: input.amountMinor,
    dutyMinor: 0,
    dutyPercent: null,
    vatMinor: 0,
    vatPercent: null,
    exciseMinor: 0,
    packageId: null,
  };
  const creditNote = await issueInvoice(tx, {
    kind: 'credit_note',
    userId: invoice.userId,
    currency: invoice.currency,
    statement: { code: 'CREDIT_NOTE', params: { invoiceNumber: invoice.number } },
    reason: input.reason,
    billTo: invoice.billTo,
    warehouseId: invoice.warehouseId,
    shipRequestId: invoice.shipRequestId,
    creditsInvoiceId: invoice.id,
    lines: [line],
    issuedAt: input.issuedAt,
    doneBy: input.doneBy,
  });
  const credited = await updateInvoiceBalance(tx, invoice, {
    creditedMinor: input.amountMinor,
    paidMinor: -(input.refundedMinor ?? 0),
  });
  return { creditNote, invoice: credited };
}

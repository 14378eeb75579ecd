import { AppError } from '@skyparcel/domain/errors';
import { type InvoiceLine, invoiceTotals, outstandingMinor } from '@skyparcel/domain/invoices';
import { currencyDecimals } from '@skyparcel/domain/money';
import { minorUnitsToDecimal } from '@skyparcel/i18n';
import type { Tx } from '../../lib/tx';
import { recordAudit } from '../audit';
import { grantAccountCredit } from '../pricing';
import { type InvoiceRow, lockInvoice, updateInvoiceBalance } from './invoice.repository';
import { issueInvoice } from './issue-invoice';

export type CreditNoteInput = {
  invoiceId: string;
  /** The amount to take back, or the lines that make it up (their billed total). */
  amountMinor?: number;
  lines?: readonly InvoiceLine[];
  /** The operator's words (or the refund's), printed as the credit note's reason. */
  reason: string;
  /** The operator; null for the system (a refund the gateway reported). */
  by: string | null;
  issuedAt: Date;
};

export type CreditNoteResult = {
  creditNote: InvoiceRow;
  invoice: InvoiceRow;
  /** What had been paid beyond the invoice's new outstanding: now the customer's account credit. */
  toAccountCreditMinor: number;
};

/** Money that reached the invoice beyond what it still bills: never below zero. */
function overpaidMinor(invoice: {
  billedMinor: number;
  creditAppliedMinor: number;
  paidMinor: number;
  creditedMinor: number;
}): number {
  return Math.max(
    0,
    invoice.creditAppliedMinor + invoice.paidMinor - (invoice.billedMinor - invoice.creditedMinor),
  );
}

/**
 * Takes back all or part of an issued invoice with a credit note (issue 13, decision 049), in the
 * caller's transaction under the invoice's row lock: never more than billed less what earlier
 * credit notes took (CREDIT_NOTE_TOO_LARGE names what is left). The invoice's credited and
 * outstanding move; what the customer had paid beyond the new outstanding becomes their account
 * credit; both are audited. H3's operator screens and refunds build on this.
 */
export async function issueCreditNote(tx: Tx, input: CreditNoteInput): Promise<CreditNoteResult> {
  const invoice = await lockInvoice(tx, input.invoiceId);
  if (!invoice || invoice.kind === 'credit_note') {
    throw new AppError('INVOICE_NOT_FOUND', { params: { id: input.invoiceId } });
  }
  const amountMinor = input.lines ? invoiceTotals(input.lines).billedMinor : input.amountMinor;
  if (amountMinor === undefined || !Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new AppError('VALIDATION_FAILED', { fields: { amountMinor: 'validation.invalid' } });
  }
  const creditableMinor = invoice.billedMinor - invoice.creditedMinor;
  if (amountMinor > creditableMinor) {
    const decimals = currencyDecimals(invoice.currency);
    throw new AppError('CREDIT_NOTE_TOO_LARGE', {
      params: {
        number: invoice.number,
        available: `${invoice.currency} ${minorUnitsToDecimal(creditableMinor, decimals)}`,
      },
    });
  }

  const lines: readonly InvoiceLine[] = input.lines ?? [
    {
      kind: 'charge',
      code: 'CREDIT',
      description: input.reason,
      params: { invoiceNumber: invoice.number },
      hsCode: null,
      quantity: 1,
      unitPriceMinor: amountMinor,
      totalPriceMinor: amountMinor,
      dutyMinor: 0,
      dutyPercent: null,
      vatMinor: 0,
      vatPercent: null,
      exciseMinor: 0,
      packageId: null,
    },
  ];
  const creditNote = await issueInvoice(tx, {
    kind: 'credit_note',
    userId: invoice.userId,
    currency: invoice.currency,
    statement: { code: 'CREDIT_NOTE', params: { invoiceNumber: invoice.number } },
    reason: { code: 'TEXT', text: input.reason },
    billTo: invoice.billTo,
    warehouseId: invoice.warehouseId,
    shipRequestId: invoice.shipRequestId,
    creditsInvoiceId: invoice.id,
    lines,
    issuedAt: input.issuedAt,
    dueAt: null,
    doneBy: input.by,
  });

  const before = overpaidMinor(invoice);
  const updated = await updateInvoiceBalance(tx, invoice, { creditedMinor: amountMinor });
  const toAccountCreditMinor = overpaidMinor(updated) - before;
  await grantAccountCredit(tx, {
    userId: invoice.userId,
    amountMinor: toAccountCreditMinor,
    currency: invoice.currency,
    reason: `credit note ${creditNote.number}`,
  });
  await recordAudit(tx, {
    actor: input.by,
    action: 'invoice.credit',
    subject: invoice.userId,
    detail: {
      invoiceId: invoice.id,
      number: invoice.number,
      creditNoteId: creditNote.id,
      creditNoteNumber: creditNote.number,
      amountMinor,
      currency: invoice.currency,
      outstandingMinor: outstandingMinor(updated),
      toAccountCreditMinor,
    },
  });
  return { creditNote, invoice: updated, toAccountCreditMinor };
}

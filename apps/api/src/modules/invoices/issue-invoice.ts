import {
  defaultInvoiceDueAt,
  type InvoiceBillTo,
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceReason,
  type InvoiceStatementCode,
  invoiceTotals,
  outstandingMinor,
} from '@skyparcel/domain/invoices';
import type { Tx } from '../../lib/tx';
import { recordAudit } from '../audit';
import { findUserById } from '../users';
import {
  type InvoiceRow,
  insertInvoice,
  insertInvoiceLines,
  insertInvoicePayment,
  type NewInvoicePayment,
} from './invoice.repository';
import { nextInvoiceNumber } from './invoice-number';

export type IssueInvoiceInput = {
  kind: InvoiceKind;
  /** The customer billed. */
  userId: string;
  currency: string;
  statement: { code: InvoiceStatementCode; params?: Record<string, string> };
  reason?: InvoiceReason | null;
  billTo: InvoiceBillTo;
  warehouseId?: string | null;
  shipRequestId?: string | null;
  /** A credit note's invoice (use issueCreditNote, which checks the amount). */
  creditsInvoiceId?: string | null;
  lines: readonly InvoiceLine[];
  /** Account credit spent on it when it is issued (the shipping invoice's CREDIT line). */
  creditAppliedMinor?: number;
  issuedAt: Date;
  importedAt?: Date | null;
  /** Default: issued + DEFAULT_INVOICE_DUE_DAYS; a credit note owes nothing and has none. */
  dueAt?: Date | null;
  /** The operator; null for the system. */
  doneBy: string | null;
  /** Money that paid it as it was issued (the shipping invoice's card payment). */
  payments?: readonly Omit<NewInvoicePayment, 'invoiceId'>[];
};

/**
 * Issues an invoice in the caller's transaction (issue 13, decision 049): the next gap-free
 * number of its kind and year, its lines as given, the totals of `invoiceTotals` and the balance
 * stored beside them, the payments that came with it, the customer's company at this moment, and
 * the audit entry. A rollback of the caller gives the number back.
 */
export async function issueInvoice(tx: Tx, input: IssueInvoiceInput): Promise<InvoiceRow> {
  const customer = await findUserById(tx, input.userId);
  if (!customer) {
    throw new Error(`invoice for unknown user ${input.userId}`);
  }
  const totals = invoiceTotals(input.lines);
  const creditAppliedMinor = input.creditAppliedMinor ?? 0;
  const paidMinor = (input.payments ?? []).reduce((sum, payment) => sum + payment.amountMinor, 0);
  const balance = {
    billedMinor: totals.billedMinor,
    creditAppliedMinor,
    paidMinor,
    creditedMinor: 0,
  };
  const { number, year, serial } = await nextInvoiceNumber(tx, input.kind, input.issuedAt);
  const dueAt =
    input.dueAt !== undefined
      ? input.dueAt
      : input.kind === 'credit_note'
        ? null
        : defaultInvoiceDueAt(input.issuedAt);

  const invoice = await insertInvoice(tx, {
    kind: input.kind,
    number,
    year,
    serial,
    userId: input.userId,
    companyId: customer.companyId,
    currency: input.currency,
    statementCode: input.statement.code,
    statementParams: input.statement.params ?? {},
    reason: input.reason ?? null,
    billTo: input.billTo,
    warehouseId: input.warehouseId ?? null,
    shipRequestId: input.shipRequestId ?? null,
    creditsInvoiceId: input.creditsInvoiceId ?? null,
    issuedAt: input.issuedAt,
    importedAt: input.importedAt ?? null,
    dueAt,
    doneBy: input.doneBy,
    ...totals,
    ...balance,
    outstandingMinor: input.kind === 'credit_note' ? 0 : outstandingMinor(balance),
  });
  await insertInvoiceLines(tx, invoice.id, input.lines);
  for (const payment of input.payments ?? []) {
    await insertInvoicePayment(tx, { ...payment, invoiceId: invoice.id });
  }
  await recordAudit(tx, {
    actor: input.doneBy,
    action: 'invoice.issue',
    subject: input.userId,
    detail: {
      invoiceId: invoice.id,
      number,
      kind: input.kind,
      billedMinor: totals.billedMinor,
      currency: input.currency,
      shipRequestId: input.shipRequestId ?? null,
      creditsInvoiceId: input.creditsInvoiceId ?? null,
    },
  });
  return invoice;
}

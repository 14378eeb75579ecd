import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { type IssuedInvoice, invoicePagePath, type RefundBody } from '@skyparcel/domain/invoices';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../../modules/audit';
import {
  claimInvoiceRefund,
  confirmInvoiceRefund,
  issueCreditNote,
  listInvoicePayments,
  lockInvoice,
  releaseInvoiceRefund,
} from '../../modules/invoices';
import type { PaymentGateway } from '../../modules/payments';
import type { SessionUser } from '../../plugins/auth';

export type RefundDeps = { db: Db; clock: Clock; gateway: PaymentGateway | null };

/**
 * POST /admin/invoices/{invoiceId}/refunds (issue 13, decision 051): gives back the invoice's
 * latest card payment not yet refunded, through the gateway adapter, and issues a credit note
 * of that amount; the refund is a negative payment on the invoice, so a fully paid invoice
 * balances to zero (billed − credited = 0, paid − refunded = 0).
 *
 * Three steps, the gateway outside any transaction: (1) under the invoice's lock the refund is
 * claimed (a pending `refund` row; one per payment, so a second refund finds nothing left:
 * INVOICE_NOT_REFUNDABLE); (2) the gateway refunds, with an idempotency key of invoice and
 * payment; (3) the claim is confirmed with the credit note and the audit entry, or released
 * when the gateway refused (REFUND_FAILED, nothing changed).
 */
export async function refundInvoicePayment(
  deps: RefundDeps,
  operator: Pick<SessionUser, 'id'>,
  invoiceId: string,
  body: RefundBody,
): Promise<IssuedInvoice> {
  const { gateway } = deps;
  if (!gateway) {
    throw new AppError('PAYMENTS_UNAVAILABLE');
  }
  const claim = await deps.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (!invoice) {
      throw new AppError('INVOICE_NOT_FOUND', { params: { id: invoiceId } });
    }
    if (invoice.kind === 'credit_note') {
      throw new AppError('INVOICE_NOT_CREDITABLE', { params: { number: invoice.number } });
    }
    const payments = await listInvoicePayments(tx, invoice.id);
    const refunded = new Set(
      payments.filter((row) => row.method === 'refund').map((row) => row.paymentId),
    );
    const payment = payments
      .filter((row) => row.method === 'card' && row.amountMinor > 0 && !refunded.has(row.paymentId))
      .at(-1);
    if (!payment?.paymentId || !payment.transactionId) {
      throw new AppError('INVOICE_NOT_REFUNDABLE', { params: { number: invoice.number } });
    }
    // Checked before the gateway is asked: the credit note of step 3 must fit.
    if (payment.amountMinor > invoice.billedMinor - invoice.creditedMinor) {
      throw new AppError('INVOICE_NOT_REFUNDABLE', { params: { number: invoice.number } });
    }
    const claimId = await claimInvoiceRefund(tx, {
      invoiceId: invoice.id,
      paymentId: payment.paymentId,
      amountMinor: payment.amountMinor,
      chargedTo: payment.chargedTo,
      at: deps.clock(),
    });
    if (!claimId) {
      throw new AppError('INVOICE_NOT_REFUNDABLE', { params: { number: invoice.number } });
    }
    return {
      claimId,
      invoice,
      paymentId: payment.paymentId,
      transactionId: payment.transactionId,
      amountMinor: payment.amountMinor,
    };
  });

  let refundId: string;
  try {
    ({ refundId } = await gateway.refund({
      transactionId: claim.transactionId,
      amountMinor: claim.amountMinor,
      currency: claim.invoice.currency,
      idempotencyKey: `invoice-refund-${claim.invoice.id}-${claim.paymentId}`,
    }));
  } catch {
    await deps.db.transaction((tx) => releaseInvoiceRefund(tx, claim.claimId));
    throw new AppError('REFUND_FAILED');
  }

  const creditNote = await deps.db.transaction(async (tx) => {
    const now = deps.clock();
    await confirmInvoiceRefund(
      tx,
      { claimId: claim.claimId, invoiceId: claim.invoice.id, amountMinor: claim.amountMinor },
      refundId,
      now,
    );
    const { creditNote } = await issueCreditNote(tx, {
      invoiceId: claim.invoice.id,
      amountMinor: claim.amountMinor,
      reason: body.reason,
      by: operator.id,
      issuedAt: now,
    });
    await recordAudit(tx, {
      actor: operator.id,
      action: 'invoice.refund',
      subject: claim.invoice.userId,
      detail: {
        invoiceId: claim.invoice.id,
        number: claim.invoice.number,
        paymentId: claim.paymentId,
        transactionId: claim.transactionId,
        refundId,
        amountMinor: claim.amountMinor,
        creditNoteId: creditNote.id,
        creditNoteNumber: creditNote.number,
        reason: body.reason,
      },
    });
    return creditNote;
  });
  return {
    id: creditNote.id,
    number: creditNote.number,
    kind: creditNote.kind,
    pagePath: invoicePagePath(creditNote.kind, creditNote.id),
  };
}

import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { RefundBody } from '@skyparcel/domain/invoices';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../../modules/audit';
import { claimInvoiceRefund, listInvoicePayments, lockInvoice } from '../../modules/invoices';
import type { SessionUser } from '../../plugins/auth';

/** What a claimed refund asks the gateway for, and what confirming it needs. */
export type RefundClaim = {
  claimId: string;
  invoiceId: string;
  invoiceNumber: string;
  userId: string;
  currency: string;
  paymentId: string;
  transactionId: string;
  amountMinor: number;
};

/** The action of the audit entry that records a claim's intent (operator and reason). */
export const REFUND_CLAIM_ACTION = 'invoice.refund-claim';

/** The gateway key of one payment's refund: the same on every retry, so it refunds once. */
export function refundIdempotencyKey(claim: Pick<RefundClaim, 'invoiceId' | 'paymentId'>) {
  return `invoice-refund-${claim.invoiceId}-${claim.paymentId}`;
}

/**
 * Step 1 of a refund (decision 051): under the invoice's lock, the latest card payment not yet
 * refunded is claimed (a pending `refund` row; one per payment, so a second refund finds nothing
 * left: INVOICE_NOT_REFUNDABLE), and the operator's intent is audited with it, so a pass that
 * finds the claim stalled (its process stopped) completes it with the same operator and reason.
 */
export async function claimInvoicePaymentRefund(
  deps: { db: Db; clock: Clock },
  operator: Pick<SessionUser, 'id'>,
  invoiceId: string,
  body: RefundBody,
): Promise<RefundClaim> {
  return deps.db.transaction(async (tx) => {
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
    await recordAudit(tx, {
      actor: operator.id,
      action: REFUND_CLAIM_ACTION,
      subject: invoice.userId,
      detail: {
        claimId,
        invoiceId: invoice.id,
        number: invoice.number,
        paymentId: payment.paymentId,
        amountMinor: payment.amountMinor,
        reason: body.reason,
      },
    });
    return {
      claimId,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      userId: invoice.userId,
      currency: invoice.currency,
      paymentId: payment.paymentId,
      transactionId: payment.transactionId,
      amountMinor: payment.amountMinor,
    };
  });
}

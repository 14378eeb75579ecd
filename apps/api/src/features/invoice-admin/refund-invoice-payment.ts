import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { type IssuedInvoice, invoicePagePath, type RefundBody } from '@skyparcel/domain/invoices';
import type { Clock } from '../../lib/clock';
import { countPaymentOutcome } from '../../lib/metrics';
import type { PaymentGateway } from '../../modules/payments';
import type { SessionUser } from '../../plugins/auth';
import { askGatewayToRefund } from './ask-gateway-to-refund';
import { claimInvoicePaymentRefund } from './claim-invoice-refund';
import { completeInvoiceRefund } from './complete-invoice-refund';

export type RefundDeps = { db: Db; clock: Clock; gateway: PaymentGateway | null };

/**
 * POST /admin/invoices/{invoiceId}/refunds (issue 13, decision 051): gives back the invoice's
 * latest card payment not yet refunded, through the gateway adapter, and issues a credit note
 * of that amount; the refund is a negative payment on the invoice, so a fully paid invoice
 * balances to zero (billed − credited = 0, paid − refunded = 0).
 *
 * Three steps, the gateway outside any transaction: (1) the refund is claimed with the
 * operator's intent (`claimInvoicePaymentRefund`); (2) the gateway refunds, with an idempotency
 * key of invoice and payment (`askGatewayToRefund`); (3) the claim is confirmed with the credit note and the audit entry
 * (`completeInvoiceRefund`), or released when the gateway refused (REFUND_FAILED, nothing
 * changed). A process stopped between (2) and (3) leaves the claim to `recoverInvoiceRefunds`.
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
  const claim = await claimInvoicePaymentRefund(deps, operator, invoiceId, body);

  const refundId = await askGatewayToRefund(deps.db, gateway, claim);
  if (refundId === null) {
    throw new AppError('REFUND_FAILED');
  }

  const creditNote = await deps.db.transaction((tx) =>
    completeInvoiceRefund(tx, claim, {
      refundId,
      reason: body.reason,
      by: operator.id,
      now: deps.clock(),
    }),
  );
  if (!creditNote) {
    // The recovery pass took the claim for stalled and completed it: the payment is refunded.
    throw new AppError('INVOICE_NOT_REFUNDABLE', { params: { number: claim.invoiceNumber } });
  }
  countPaymentOutcome('refunded');
  return {
    id: creditNote.id,
    number: creditNote.number,
    kind: creditNote.kind,
    pagePath: invoicePagePath(creditNote.kind, creditNote.id),
  };
}

import type { Db } from '@skyparcel/db';
import type { Clock } from '../../lib/clock';
import { countPaymentOutcome } from '../../lib/metrics';
import { findAuditEntry } from '../../modules/audit';
import { leaseStalledRefundClaims } from '../../modules/invoices';
import type { PaymentGateway } from '../../modules/payments';
import { askGatewayToRefund } from './ask-gateway-to-refund';
import { REFUND_CLAIM_ACTION } from './claim-invoice-refund';
import { completeInvoiceRefund } from './complete-invoice-refund';

/** A claim pending this long was left by a stopped process: a gateway answers in seconds. */
export const STALLED_REFUND_AFTER_MS = 5 * 60 * 1000;

/**
 * Claims from before claims were audited have no recorded reason; the credit note's reason is
 * an operator's free text, so the pass words one as an operator would.
 */
const UNRECORDED_REASON = 'Refund completed after an interruption';

export type RefundRecoveryDeps = { db: Db; clock: Clock; gateway: PaymentGateway | null };

/**
 * The refund recovery pass (decision 051), at boot and hourly beside the other passes: a refund
 * claim still pending after `STALLED_REFUND_AFTER_MS` lost its process between the gateway and
 * the commit. The gateway is asked again with the SAME idempotency key, so it answers the refund
 * it made (or makes the one it never received); refunded, the claim is completed as the
 * operator's request would have (credit note, audit, with the operator and reason the claim
 * recorded); refused, it is released. Claims are leased under lock first, so a second process's
 * pass finds nothing. Answers how many were completed and released.
 */
export async function recoverInvoiceRefunds(deps: RefundRecoveryDeps) {
  const { gateway } = deps;
  const outcome = { completed: 0, released: 0 };
  if (!gateway) {
    return outcome;
  }
  const now = deps.clock();
  const claims = await leaseStalledRefundClaims(deps.db, {
    stalledBefore: new Date(now.getTime() - STALLED_REFUND_AFTER_MS),
    now,
  });
  for (const claim of claims) {
    if (!claim.paymentId || !claim.transactionId) {
      continue;
    }
    const intent = await findAuditEntry(deps.db, {
      action: REFUND_CLAIM_ACTION,
      detail: { claimId: claim.claimId },
    });
    const refundClaim = {
      ...claim,
      paymentId: claim.paymentId,
      transactionId: claim.transactionId,
    };
    const refundId = await askGatewayToRefund(deps.db, gateway, refundClaim);
    if (refundId === null) {
      outcome.released += 1;
      continue;
    }
    const reason = intent?.detail.reason;
    const creditNote = await deps.db.transaction((tx) =>
      completeInvoiceRefund(tx, refundClaim, {
        refundId,
        reason: typeof reason === 'string' ? reason : UNRECORDED_REASON,
        by: intent?.actor ?? null,
        now: deps.clock(),
        isRecovered: true,
      }),
    );
    if (creditNote) {
      outcome.completed += 1;
      countPaymentOutcome('refunded');
    }
  }
  return outcome;
}

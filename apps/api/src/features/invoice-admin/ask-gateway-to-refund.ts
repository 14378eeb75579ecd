import type { Db } from '@skyparcel/db';
import { releaseInvoiceRefund } from '../../modules/invoices';
import type { PaymentGateway } from '../../modules/payments';
import { type RefundClaim, refundIdempotencyKey } from './claim-invoice-refund';

/**
 * Step 2 of a refund (decision 051), outside any transaction: the gateway refunds the claimed
 * payment with the claim's idempotency key (the same on a retry, so a repeated ask answers the
 * refund already made). Answers the gateway's refund id; a refusal releases the claim, nothing
 * else changed, and answers null.
 */
export async function askGatewayToRefund(
  db: Db,
  gateway: PaymentGateway,
  claim: RefundClaim,
): Promise<string | null> {
  try {
    const { refundId } = await gateway.refund({
      transactionId: claim.transactionId,
      amountMinor: claim.amountMinor,
      currency: claim.currency,
      idempotencyKey: refundIdempotencyKey(claim),
    });
    return refundId;
  } catch {
    await db.transaction((tx) => releaseInvoiceRefund(tx, claim.claimId));
    return null;
  }
}

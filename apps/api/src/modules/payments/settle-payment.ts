import { formatOrderNumber } from '@skyparcel/domain/ship-requests';
import { recordAudit } from '../audit';
import { notifyPaymentReceived } from '../notifications';
import { countCouponUse, spendAccountCredit } from '../pricing';
import { listOwnedShipRequests } from '../ship-requests';
import type { GatewayOutcome } from './gateway/payment-gateway';
import { keepSavedCard } from './keep-saved-card';
import {
  listPaymentItems,
  lockPayment,
  markPaymentFailed,
  markPaymentSucceeded,
  type PaymentRow,
  recordRefund,
} from './payment.repository';
import type { PaymentDeps } from './payment-deps';
import { sendPaymentReceipt } from './payment-receipt';
import { describeCard } from './saved-card.presenter';

export type Settlement =
  | 'succeeded'
  | 'failed'
  | 'unchanged'
  | 'missing'
  /** Charged after it had ended (superseded, or its requests no longer payable): refunded. */
  | 'refunded';

/** Marks the refund before asking for it, so two late notifications refund once. */
const REFUND_PENDING = 'pending';

/**
 * The one way a payment ends (decision 039), whoever tells first: the gateway's notification,
 * the customer's return or a saved card's charge. In one transaction with the payment's row
 * locked, a pending payment becomes succeeded (its ship requests paid, the card kept if asked,
 * audited, the receipt queued) or failed (its requests untouched, still awaiting payment), once.
 * A success reported for a payment that already ended is refunded, never counted twice.
 */
export async function settlePayment(
  deps: Pick<PaymentDeps, 'db' | 'clock' | 'mailer' | 'gateway' | 'shipRequests'>,
  paymentId: string,
  outcome: GatewayOutcome,
): Promise<Settlement> {
  const { db, clock, mailer, shipRequests } = deps;
  let toRefund: { payment: PaymentRow; transactionId: string } | null = null;
  const settlement = await db.transaction(async (tx): Promise<Settlement> => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) {
      return 'missing';
    }
    if (outcome.status === 'pending') {
      return 'unchanged';
    }
    const now = clock();
    const chargedTo = outcome.card ? describeCard(outcome.card) : null;
    if (payment.status !== 'pending') {
      const isLateCharge =
        outcome.status === 'succeeded' &&
        outcome.transactionId !== payment.transactionId &&
        payment.refundId === null;
      if (!isLateCharge) {
        return 'unchanged';
      }
      await recordRefund(tx, payment.id, REFUND_PENDING);
      toRefund = { payment, transactionId: outcome.transactionId };
      return 'refunded';
    }
    if (outcome.status === 'failed') {
      await markPaymentFailed(tx, [payment.id], {
        failureReason: outcome.reason,
        settledAt: now,
        chargedTo,
      });
      await recordAudit(tx, {
        actor: null,
        action: 'payment.fail',
        subject: payment.userId,
        detail: { paymentId: payment.id, reason: outcome.reason },
      });
      return 'failed';
    }
    const items = await listPaymentItems(tx, payment.id);
    let paid: PaymentRow | undefined;
    try {
      // A savepoint: if a request stopped awaiting payment, the payment fails and is refunded.
      paid = await tx.transaction(async (savepoint) => {
        await shipRequests.markPaid(savepoint, {
          ids: items.map((item) => item.shipRequestId),
          paymentId: payment.id,
          paidAt: now,
        });
        for (const item of items) {
          if (item.couponCode) {
            await countCouponUse(savepoint, item.couponCode);
          }
          await spendAccountCredit(savepoint, {
            userId: payment.userId,
            amountMinor: item.creditMinor,
            currency: payment.currency,
            reason: `ship request ${item.orderNumber}`,
          });
        }
        return markPaymentSucceeded(savepoint, payment.id, {
          transactionId: outcome.transactionId,
          chargedTo: chargedTo ?? '',
          settledAt: now,
        });
      });
    } catch {
      paid = undefined;
    }
    if (!paid) {
      await markPaymentFailed(tx, [payment.id], {
        failureReason: 'not_payable',
        settledAt: now,
        chargedTo,
        transactionId: outcome.transactionId,
      });
      await recordRefund(tx, payment.id, REFUND_PENDING);
      await recordAudit(tx, {
        actor: null,
        action: 'payment.not-payable',
        subject: payment.userId,
        detail: { paymentId: payment.id },
      });
      toRefund = { payment, transactionId: outcome.transactionId };
      return 'refunded';
    }
    const requests = await listOwnedShipRequests(tx, payment.userId, {
      ids: items.map((item) => item.shipRequestId),
    });
    for (const request of requests) {
      await notifyPaymentReceived(
        tx,
        {
          userId: payment.userId,
          orderNumber: formatOrderNumber(request.number),
          packages: request.packages,
        },
        now,
      );
    }
    if (payment.saveCard && outcome.cardIsReusable) {
      await keepSavedCard(tx, payment.userId, payment.gateway, outcome.card);
    }
    await recordAudit(tx, {
      actor: null,
      action: 'payment.succeed',
      subject: payment.userId,
      detail: {
        paymentId: payment.id,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        shipRequestIds: items.map((item) => item.shipRequestId),
      },
    });
    await sendPaymentReceipt(tx, mailer, paid, items);
    return 'succeeded';
  });
  if (toRefund) {
    await refundLateCharge(deps, toRefund);
  }
  return settlement;
}

async function refundLateCharge(
  { db, gateway }: Pick<PaymentDeps, 'db' | 'gateway'>,
  { payment, transactionId }: { payment: PaymentRow; transactionId: string },
) {
  if (!gateway) {
    return;
  }
  const refund = await gateway.refund({
    transactionId,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    idempotencyKey: `refund-${payment.id}-${transactionId}`,
  });
  await db.transaction(async (tx) => {
    await recordRefund(tx, payment.id, refund.refundId);
    await recordAudit(tx, {
      actor: null,
      action: 'payment.refund',
      subject: payment.userId,
      detail: { paymentId: payment.id, transactionId, refundId: refund.refundId },
    });
  });
}

import { formatOrderNumber } from '@skyparcel/domain/ship-requests';
import { countPaymentOutcome } from '../../lib/metrics';
import type { Tx } from '../../lib/tx';
import { recordAudit } from '../audit';
import { issueShippingInvoice, recordInvoicePayment } from '../invoices';
import { notifyPaymentReceived } from '../notifications';
import { countCouponUse, spendAccountCredit } from '../pricing';
import { listShipRequestsByIds, markChargesPaidByInvoices } from '../ship-requests';
import { billShippedStorageDays } from '../storage-fees';
import type { GatewayOutcome } from './gateway/payment-gateway';
import { keepSavedCard } from './keep-saved-card';
import {
  listPaymentInvoiceItems,
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

/**
 * A payment whose total is zero (the customer's credit or a coupon covers it): nothing for a
 * gateway to charge, so it succeeds at once, `chargedTo` saying what paid it.
 */
export type CoveredOutcome = {
  status: 'succeeded';
  transactionId: string;
  card: null;
  cardIsReusable: false;
  chargedTo: string;
};

export type SettlementOutcome = GatewayOutcome | CoveredOutcome;

type SettleDeps = Pick<PaymentDeps, 'db' | 'clock' | 'mailer' | 'gateway' | 'shipRequests'>;

type LateCharge = { payment: PaymentRow; transactionId: string };

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
  deps: SettleDeps,
  paymentId: string,
  outcome: SettlementOutcome,
): Promise<Settlement> {
  const { settlement, toRefund } = await deps.db.transaction((tx) =>
    settleInTransaction(deps, tx, paymentId, outcome),
  );
  // Counted once committed (decision 066); a charge given back is counted when the gateway
  // confirms it (refundLateCharge), a covered payment (nothing charged) not at all.
  if (settlement === 'succeeded' || settlement === 'failed') {
    countPaymentOutcome(settlement === 'succeeded' ? 'settled' : 'failed');
  }
  if (toRefund) {
    await refundLateCharge(deps, toRefund);
  }
  return settlement;
}

/**
 * `settlePayment` inside the caller's transaction: a covered payment (zero total) is opened and
 * settled in one. The refund a late charge needs is the caller's to ask for, after commit.
 */
export async function settleInTransaction(
  { clock, mailer, shipRequests }: SettleDeps,
  tx: Tx,
  paymentId: string,
  outcome: SettlementOutcome,
): Promise<{ settlement: Settlement; toRefund: LateCharge | null }> {
  let toRefund: LateCharge | null = null;
  const settle = async (): Promise<Settlement> => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) {
      return 'missing';
    }
    if (outcome.status === 'pending') {
      return 'unchanged';
    }
    const now = clock();
    const chargedTo =
      'chargedTo' in outcome ? outcome.chargedTo : outcome.card ? describeCard(outcome.card) : null;
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
    const invoiceItems = await listPaymentInvoiceItems(tx, payment.id);
    let paid: PaymentRow | undefined;
    try {
      // A savepoint: if a request stopped awaiting payment, its price is no longer the amount
      // charged, or the credit it used is spent, the payment fails and is refunded.
      paid = await tx.transaction(async (savepoint) => {
        const paidRequests =
          items.length === 0
            ? []
            : await shipRequests.markPaid(savepoint, {
                charged: items.map((item) => ({
                  id: item.shipRequestId,
                  amountMinor: item.amountMinor,
                  currency: payment.currency,
                })),
                paymentId: payment.id,
                paidAt: now,
                payerId: payment.userId,
              });
        for (const item of items) {
          if (item.couponCode) {
            // The use keeps what the quote's coupon line took off (decision 045).
            const couponLine = paidRequests
              .find((request) => request.id === item.shipRequestId)
              ?.quoteLines.find((line) => line.code === 'COUPON');
            await countCouponUse(savepoint, {
              code: item.couponCode,
              userId: payment.userId,
              shipRequestId: item.shipRequestId,
              orderNumber: item.orderNumber,
              discountMinor: -(couponLine?.amount.amountMinor ?? 0),
              currency: couponLine?.amount.currency ?? payment.currency,
              usedAt: now,
            });
          }
          await spendAccountCredit(savepoint, {
            userId: payment.userId,
            amountMinor: item.creditMinor,
            currency: payment.currency,
            reason: `ship request ${item.orderNumber}`,
          });
        }
        // The invoices it pays (decision 049): the credit spent, then the card's share; an
        // invoice that no longer owes it (credited meanwhile) fails the payment, refunded.
        const settledInvoices: string[] = [];
        for (const item of invoiceItems) {
          await spendAccountCredit(savepoint, {
            userId: payment.userId,
            amountMinor: item.creditMinor,
            currency: payment.currency,
            reason: `invoice ${item.invoiceNumber}`,
          });
          const shares = [
            { method: 'account_credit' as const, amountMinor: item.creditMinor, isCard: false },
            {
              method: payment.gateway === 'covered' ? ('covered' as const) : ('card' as const),
              amountMinor: item.amountMinor,
              isCard: true,
            },
          ].filter((share) => share.amountMinor > 0);
          for (const share of shares) {
            const invoice = await recordInvoicePayment(savepoint, {
              invoiceId: item.invoiceId,
              paymentId: payment.id,
              method: share.method,
              amountMinor: share.amountMinor,
              transactionId: share.isCard ? outcome.transactionId : null,
              chargedTo: share.isCard ? chargedTo : null,
              responseCode: share.isCard ? outcome.status : null,
              responseText: null,
              paidAt: now,
            });
            if (invoice.outstandingMinor === 0) {
              settledInvoices.push(invoice.id);
            }
          }
        }
        await markChargesPaidByInvoices(savepoint, settledInvoices, now);
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
      await recordAudit(tx, {
        actor: null,
        action: 'payment.not-payable',
        subject: payment.userId,
        detail: { paymentId: payment.id },
      });
      if (payment.amountMinor === 0) {
        // Nothing was charged: nothing to give back.
        return 'failed';
      }
      await recordRefund(tx, payment.id, REFUND_PENDING);
      toRefund = { payment, transactionId: outcome.transactionId };
      return 'refunded';
    }
    const requests =
      items.length === 0
        ? []
        : // The viewer rule let them into the payment when it opened (a colleague's too, decision
          // 053); the payer may have left the company since, and the invoices are still due.
          await listShipRequestsByIds(
            tx,
            items.map((item) => item.shipRequestId),
          );
    for (const request of requests) {
      const item = items.find((each) => each.shipRequestId === request.id);
      // One shipping invoice per request paid (decision 049), in this same transaction.
      const invoice = await issueShippingInvoice(tx, {
        request,
        payment: {
          paymentId: payment.id,
          method: payment.gateway === 'covered' ? 'covered' : 'card',
          amountMinor: item?.amountMinor ?? 0,
          transactionId: outcome.transactionId,
          chargedTo,
          responseCode: outcome.status,
          responseText: null,
        },
        issuedAt: now,
      });
      // Its STORAGE lines billed the packages' unbilled days: those rows now say so (051).
      await billShippedStorageDays(tx, { invoiceId: invoice.id, quoteLines: request.quoteLines });
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
    if (payment.saveCard && outcome.cardIsReusable && outcome.card) {
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
        invoiceIds: invoiceItems.map((item) => item.invoiceId),
      },
    });
    await sendPaymentReceipt(tx, mailer, paid, [
      ...items,
      ...invoiceItems.map((item) => ({ orderNumber: item.invoiceNumber })),
    ]);
    return 'succeeded';
  };
  const settlement = await settle();
  return { settlement, toRefund };
}

async function refundLateCharge(
  { db, gateway }: Pick<PaymentDeps, 'db' | 'gateway'>,
  { payment, transactionId }: LateCharge,
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
  countPaymentOutcome('refunded');
}

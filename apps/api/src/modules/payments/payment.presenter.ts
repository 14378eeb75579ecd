import type { PaymentOutcome } from '@skyparcel/domain/payments';
import type { PaymentItemRow, PaymentRow } from './payment.repository';

/** The payment outcome page's data (spec section 3, Payment). */
export function presentPaymentOutcome(
  payment: PaymentRow,
  items: PaymentItemRow[],
): PaymentOutcome {
  return {
    paymentId: payment.id,
    orderCode: payment.orderCode,
    status: payment.status,
    transactionId: payment.status === 'succeeded' ? payment.transactionId : null,
    deliveriesCount: items.length,
    deliveryTotalCost: { amountMinor: payment.amountMinor, currency: payment.currency },
    discounts: { amountMinor: payment.discountsMinor, currency: payment.currency },
    chargedTo: payment.chargedTo,
    paidAt: payment.status === 'succeeded' ? (payment.settledAt?.toISOString() ?? null) : null,
    shipRequestIds: items.map((item) => item.shipRequestId),
  };
}

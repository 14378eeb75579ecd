import { AppError } from '@skyparcel/domain/errors';
import { findPaymentByOrderCode } from './payment.repository';
import type { PaymentDeps } from './payment-deps';
import { type Settlement, settlePayment } from './settle-payment';

/**
 * POST /payment/notifications: the gateway's signed word on a payment, checked over the raw
 * body (forged, replayed outside the window or malformed: refused). It must name the payment's
 * own session, amount and currency; then `settlePayment` ends it once (a repeat, or a failure
 * arriving after a success, changes nothing).
 */
export async function receiveGatewayNotification(
  deps: PaymentDeps,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<Settlement> {
  if (!deps.gateway) {
    throw new AppError('PAYMENTS_UNAVAILABLE');
  }
  const check = deps.gateway.verifyNotification(rawBody, headers);
  if (!check.ok) {
    throw new AppError('PAYMENT_NOTIFICATION_INVALID');
  }
  const { event } = check;
  const payment = await findPaymentByOrderCode(deps.db, event.reference);
  if (!payment) {
    throw new AppError('PAYMENT_NOT_FOUND');
  }
  if (
    payment.gateway !== deps.gateway.name ||
    payment.gatewayReference !== event.sessionId ||
    payment.amountMinor !== event.amountMinor ||
    payment.currency !== event.currency
  ) {
    throw new AppError('PAYMENT_NOTIFICATION_INVALID');
  }
  return settlePayment(deps, payment.id, event.outcome);
}

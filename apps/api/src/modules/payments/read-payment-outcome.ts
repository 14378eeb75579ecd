import { AppError } from '@skyparcel/domain/errors';
import type { Viewer } from '../users';
import { presentPaymentOutcome } from './payment.presenter';
import { findOwnedPayment, listPaymentItems, paymentExists } from './payment.repository';
import type { PaymentDeps } from './payment-deps';
import { settlePayment } from './settle-payment';

/**
 * GET /Payment?orderCode=: the customer is back from the gateway. The address proves nothing,
 * so a payment still pending asks the gateway how its session ended and settles it through the
 * same `settlePayment` as the notification (whichever comes first wins; the other changes
 * nothing). Another customer's payment answers 403, an unknown one 404.
 */
export async function readPaymentOutcome(deps: PaymentDeps, viewer: Viewer, orderCode: string) {
  let payment = await findOwnedPayment(deps.db, viewer, { orderCode });
  if (!payment) {
    throw new AppError(
      (await paymentExists(deps.db, { orderCode })) ? 'RESOURCE_FORBIDDEN' : 'PAYMENT_NOT_FOUND',
    );
  }
  if (payment.status === 'pending' && payment.gatewayReference && deps.gateway) {
    const outcome = await deps.gateway.fetchSessionOutcome(payment.gatewayReference);
    if (outcome.status !== 'pending') {
      await settlePayment(deps, payment.id, outcome);
      payment = (await findOwnedPayment(deps.db, viewer, { orderCode })) ?? payment;
    }
  }
  return presentPaymentOutcome(payment, await listPaymentItems(deps.db, payment.id));
}

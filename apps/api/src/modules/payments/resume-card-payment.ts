import type { PayInvoicesAnswer } from '@skyparcel/domain/payments';
import type { PaymentGateway } from './gateway/payment-gateway';
import {
  findPaymentByIdempotencyKey,
  findStalledCardPayments,
  type PaymentRow,
  setGatewayReference,
} from './payment.repository';
import { notifyUrlOf, type PaymentDeps, returnUrlOf } from './payment-deps';
import { findOwnedCard, type SavedCardRow } from './saved-card.repository';
import { settlePayment } from './settle-payment';

/** A saved card's charge is in flight this long; meanwhile another payment of it waits. */
export const CHARGE_IN_FLIGHT_MS = 60_000;

/**
 * Charges the saved card for this payment and settles it. The gateway's idempotency key is the
 * payment's id, so asking again (a retry, a process that resumes another's payment after it died)
 * answers the first charge and never charges twice; settling happens once. Answers where the
 * browser goes: the 3-D Secure step, or the return page.
 */
export async function chargeSavedCardOnce(
  deps: PaymentDeps & { gateway: PaymentGateway },
  payment: PaymentRow,
  card: SavedCardRow,
): Promise<string> {
  const returnUrl = returnUrlOf(deps.publicUrl, payment.orderCode);
  const charge = await deps.gateway.chargeSavedCard({
    token: card.gatewayToken,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    reference: payment.orderCode,
    idempotencyKey: payment.id,
    returnUrl,
    notifyUrl: notifyUrlOf(deps.publicUrl),
  });
  if (charge.status === 'requires_action') {
    await setGatewayReference(deps.db, payment.id, charge.sessionId);
    return charge.redirectUrl;
  }
  if (charge.status === 'succeeded') {
    await setGatewayReference(deps.db, payment.id, charge.transactionId);
    await settlePayment(deps, payment.id, {
      status: 'succeeded',
      transactionId: charge.transactionId,
      card: charge.card,
      cardIsReusable: false,
    });
  } else {
    await settlePayment(deps, payment.id, {
      status: 'failed',
      reason: charge.reason,
      card: {
        token: card.gatewayToken,
        brand: card.brand,
        last4: card.last4,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
      },
    });
  }
  return returnUrl;
}

/**
 * A call with this Idempotency-Key began on a process that died before answering (decision 074):
 * the payment it opened is carried on (a saved card's charge asked again under the payment's own
 * key, then settled once) and answered as the first call would have. Undefined when it opened
 * none, or a hosted page's (a new call supersedes that one, as a second click does).
 */
export async function resumeKeyedPayment(
  deps: PaymentDeps & { gateway: PaymentGateway },
  userId: string,
  idempotencyKey: string,
): Promise<PayInvoicesAnswer | undefined> {
  const payment = await findPaymentByIdempotencyKey(deps.db, userId, idempotencyKey);
  if (!payment) {
    return undefined;
  }
  const answer = (payNowUrl: string) => ({
    paymentId: payment.id,
    orderCode: payment.orderCode,
    payNowUrl,
  });
  if (payment.status !== 'pending') {
    return answer(returnUrlOf(deps.publicUrl, payment.orderCode));
  }
  const card = payment.savedCardId
    ? await findOwnedCard(deps.db, payment.userId, payment.savedCardId)
    : undefined;
  return card ? answer(await chargeSavedCardOnce(deps, payment, card)) : undefined;
}

/**
 * Saved-card payments a dead process left pending past the charge's time in flight are carried
 * on to their end (charged once and settled, or failed), so no ship request stays half paid: by
 * the recovery pass for all of them, and before a new payment of the same requests supersedes
 * one (superseding a charged payment would leave the charge unpaid for). Answers how many.
 */
export async function recoverStalledCardPayments(
  deps: PaymentDeps,
  shipRequestIds?: string[],
): Promise<number> {
  const { gateway } = deps;
  if (!gateway || shipRequestIds?.length === 0) {
    return 0;
  }
  const stalled = await findStalledCardPayments(deps.db, {
    openedBefore: new Date(deps.clock().getTime() - CHARGE_IN_FLIGHT_MS),
    ...(shipRequestIds ? { shipRequestIds } : {}),
  });
  let recovered = 0;
  for (const payment of stalled) {
    const card = payment.savedCardId
      ? await findOwnedCard(deps.db, payment.userId, payment.savedCardId)
      : undefined;
    if (card) {
      await chargeSavedCardOnce({ ...deps, gateway }, payment, card);
      recovered += 1;
    }
  }
  return recovered;
}

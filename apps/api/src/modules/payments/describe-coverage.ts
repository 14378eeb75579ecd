import { matchLocale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import type { DbOrTx } from '../../lib/tx';
import { findUserById } from '../users';
import type { PayableShipRequest } from './payable-ship-requests';

/**
 * What paid a payment whose total is zero, for its `chargedTo` (the outcome page and the
 * receipt): 'Account credit', 'Coupon SAVE5', or both, in the customer's language, as the
 * receipt is.
 */
export async function describeCoverage(
  db: DbOrTx,
  userId: string,
  payables: readonly Pick<PayableShipRequest, 'creditMinor' | 'couponCode'>[],
): Promise<string> {
  const user = await findUserById(db, userId);
  const locale = matchLocale(user?.preferredLocale) ?? 'en-US';
  const parts: string[] = [];
  if (payables.some((payable) => (payable.creditMinor ?? 0) > 0)) {
    parts.push(translate(locale, 'mail.paymentReceipt.accountCredit'));
  }
  const coupons = [
    ...new Set(payables.flatMap((payable) => (payable.couponCode ? [payable.couponCode] : []))),
  ];
  for (const code of coupons) {
    parts.push(translate(locale, 'mail.paymentReceipt.coupon', { code }));
  }
  // A zero total with neither: the discounts took it all.
  return parts.length > 0 ? parts.join(', ') : translate(locale, 'mail.paymentReceipt.discounts');
}

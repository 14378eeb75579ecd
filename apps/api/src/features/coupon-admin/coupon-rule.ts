import { AppError } from '@skyparcel/domain/errors';
import type { CouponChangeBody } from '@skyparcel/domain/pricing';
import { minorOf } from '../../modules/pricing';

/**
 * A coupon's rule and window as stored (decision 045): a percentage in basis points or an
 * amount in minor units of its currency, the minimum in the same currency, the window, the
 * limit. The schema checked each field; here what needs the clock or the currency's decimals.
 */
export function couponValuesOf(body: CouponChangeBody, validFrom: Date) {
  if (body.validUntil && body.validUntil <= validFrom) {
    throw new AppError('PRICE_DATA_INVALID', {
      fields: { validUntil: 'validation.couponExpiryBeforeStart' },
    });
  }
  const currency = body.kind === 'amount' || body.minimum !== undefined ? body.currency : undefined;
  const amountOf = (value: number | undefined, field: string) =>
    value !== undefined && currency ? minorOf(value, currency, field) : null;
  return {
    percentBasisPoints:
      body.kind === 'percent' && body.percent !== undefined ? Math.round(body.percent * 100) : null,
    amountMinor: body.kind === 'amount' ? amountOf(body.amount, 'amount') : null,
    currency: currency ?? null,
    minimumMinor: amountOf(body.minimum, 'minimum'),
    validFrom,
    validUntil: body.validUntil ?? null,
    usageLimit: body.usageLimit ?? null,
    oncePerCustomer: body.oncePerCustomer,
  };
}

/** The fields that make a coupon's rule: frozen once a ship request carries the coupon. */
export const COUPON_RULE_FIELDS = [
  'percentBasisPoints',
  'amountMinor',
  'currency',
  'minimumMinor',
  'oncePerCustomer',
] as const;

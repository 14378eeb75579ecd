import type { Money } from '../money/money';

/** A coupon as an operator keeps it: a percentage (basis points) or an amount off. */
export type Coupon = {
  code: string;
  discount: { kind: 'percent'; basisPoints: number } | { kind: 'amount'; amount: Money };
  validFrom: Date;
  /** Null: no end. The coupon is valid up to and including this moment. */
  validUntil: Date | null;
  /** Null: no limit. */
  usageLimit: number | null;
  timesUsed: number;
  /** Freight and options must reach this (in its currency) for the coupon to apply. */
  minimum?: Money | null;
  /** Left out: active. An operator deactivates a coupon instead of deleting it (decision 045). */
  isActive?: boolean;
  oncePerCustomer?: boolean;
  /** Whether the customer asking already has a paid ship request with this coupon. */
  isUsedByCustomer?: boolean;
};

export const COUPON_PROBLEMS = [
  'COUPON_INACTIVE',
  'COUPON_NOT_YET_VALID',
  'COUPON_EXPIRED',
  'COUPON_USED_UP',
  'COUPON_ALREADY_USED',
] as const;
export type CouponProblem = (typeof COUPON_PROBLEMS)[number];

/**
 * Why a coupon cannot be used now by this customer, or null when it can: deactivated, its dates,
 * its usage limit, once per customer (issue 14, "Membership and coupons"). The minimum is the
 * quote's to check, since it depends on the freight (quoteShipRequest).
 */
export function couponProblem(coupon: Coupon, now: Date): CouponProblem | null {
  if (coupon.isActive === false) {
    return 'COUPON_INACTIVE';
  }
  if (now < coupon.validFrom) {
    return 'COUPON_NOT_YET_VALID';
  }
  if (coupon.validUntil && now > coupon.validUntil) {
    return 'COUPON_EXPIRED';
  }
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) {
    return 'COUPON_USED_UP';
  }
  if (coupon.oncePerCustomer && coupon.isUsedByCustomer) {
    return 'COUPON_ALREADY_USED';
  }
  return null;
}

/** Coupon codes are kept and compared upper-case without spaces ('spring 10' is 'SPRING10'). */
export function normalizeCouponCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

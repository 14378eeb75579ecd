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
};

export const COUPON_PROBLEMS = [
  'COUPON_NOT_YET_VALID',
  'COUPON_EXPIRED',
  'COUPON_USED_UP',
] as const;
export type CouponProblem = (typeof COUPON_PROBLEMS)[number];

/** Why a coupon cannot be used now, or null when it can (its dates and usage limit). */
export function couponProblem(coupon: Coupon, now: Date): CouponProblem | null {
  if (now < coupon.validFrom) {
    return 'COUPON_NOT_YET_VALID';
  }
  if (coupon.validUntil && now > coupon.validUntil) {
    return 'COUPON_EXPIRED';
  }
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) {
    return 'COUPON_USED_UP';
  }
  return null;
}

/** Coupon codes are kept and compared upper-case without spaces ('spring 10' is 'SPRING10'). */
export function normalizeCouponCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

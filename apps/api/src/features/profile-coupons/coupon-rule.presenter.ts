import type { CouponRule } from '@skyparcel/domain/customer-profile';
import { money } from '@skyparcel/domain/money';
import { couponProblem } from '@skyparcel/domain/pricing';
import type { CouponRow } from '../../modules/pricing';

type CouponWithUse = CouponRow & { isUsedByCustomer: boolean };

/** A coupon row as the customer reads its rule, and why a quote would refuse it now. */
export function presentCouponRule(row: CouponWithUse, now: Date): CouponRule {
  return {
    code: row.code,
    percentBasisPoints: row.percentBasisPoints,
    amount: row.amountMinor !== null && row.currency ? money(row.amountMinor, row.currency) : null,
    minimum:
      row.minimumMinor !== null && row.currency ? money(row.minimumMinor, row.currency) : null,
    validUntil: row.validUntil?.toISOString() ?? null,
    oncePerCustomer: row.oncePerCustomer,
    usesLeft: row.usageLimit === null ? null : Math.max(0, row.usageLimit - row.timesUsed),
    problem: couponProblem(
      {
        code: row.code,
        discount: { kind: 'percent', basisPoints: row.percentBasisPoints ?? 0 },
        validFrom: row.validFrom,
        validUntil: row.validUntil,
        usageLimit: row.usageLimit,
        timesUsed: row.timesUsed,
        isActive: row.isActive,
        oncePerCustomer: row.oncePerCustomer,
        isUsedByCustomer: row.isUsedByCustomer,
      },
      now,
    ),
  };
}

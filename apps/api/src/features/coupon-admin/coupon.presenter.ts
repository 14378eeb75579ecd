import { toMajor } from '@skyparcel/domain/money';
import type { CouponDto, CouponUseDto } from '@skyparcel/domain/pricing';
import type { CouponRow, listCouponUses } from '../../modules/pricing';

const major = (amountMinor: number | null, currency: string | null) =>
  amountMinor === null || !currency
    ? null
    : toMajor({ amountMinor: Number(amountMinor), currency });

/** A coupon as the operators' page shows it: its rule in major units, its uses and limit. */
export function presentCoupon(row: CouponRow, isRuleFrozen: boolean): CouponDto {
  return {
    id: row.id,
    code: row.code,
    kind: row.percentBasisPoints !== null ? 'percent' : 'amount',
    percent: row.percentBasisPoints === null ? null : row.percentBasisPoints / 100,
    amount: major(row.amountMinor, row.currency),
    currency: row.currency,
    minimum: major(row.minimumMinor, row.currency),
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    timesUsed: row.timesUsed,
    oncePerCustomer: row.oncePerCustomer,
    isActive: row.isActive,
    isRuleFrozen,
  };
}

type CouponUseRow = Awaited<ReturnType<typeof listCouponUses>>[number];

export function presentCouponUse(row: CouponUseRow): CouponUseDto {
  return {
    id: row.id,
    customerName: `${row.firstName} ${row.lastName}`.trim(),
    customerEmail: row.email,
    orderNumber: row.orderNumber,
    usedAt: row.usedAt.toISOString(),
    discount: toMajor({ amountMinor: Number(row.discountMinor), currency: row.currency }),
    currency: row.currency,
  };
}

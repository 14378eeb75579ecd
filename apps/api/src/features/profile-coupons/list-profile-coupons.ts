import type { Db } from '@skyparcel/db';
import type { ProfileCoupons } from '@skyparcel/domain/customer-profile';
import { findCustomerPricing, listUserCoupons } from '../../modules/pricing';
import { presentCouponRule } from './coupon-rule.presenter';

/** GET /UserProfile/coupons: the caller's membership level and discount in force, and coupons. */
export async function listProfileCoupons(
  db: Db,
  userId: string,
  now: Date,
): Promise<ProfileCoupons> {
  const [pricing, coupons] = await Promise.all([
    findCustomerPricing(db, userId, now),
    listUserCoupons(db, userId),
  ]);
  return {
    membership: {
      level: pricing?.level ?? 'standard',
      discountBasisPoints: pricing?.discountBasisPoints ?? null,
    },
    coupons: coupons.map((row) => presentCouponRule(row, now)),
  };
}

import type { Db } from '@skyparcel/db';
import type { CouponList } from '@skyparcel/domain/pricing';
import type { Clock } from '../../lib/clock';
import { listCoupons as listCouponRows } from '../../modules/pricing';
import { findCouponCodesCarried } from '../../modules/ship-requests';
import { presentCoupon } from './coupon.presenter';

/** GET /admin/coupons (ADMIN): every coupon with its rule, window, uses and whether it is frozen. */
export async function listCoupons(deps: { db: Db; clock: Clock }): Promise<CouponList> {
  const rows = await listCouponRows(deps.db);
  const carried = await findCouponCodesCarried(
    deps.db,
    rows.map((row) => row.code),
  );
  return {
    now: deps.clock().toISOString(),
    coupons: rows.map((row) => presentCoupon(row, row.timesUsed > 0 || carried.has(row.code))),
  };
}

import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { CouponUses } from '@skyparcel/domain/pricing';
import { findCouponById, listCouponUses as listUseRows } from '../../modules/pricing';
import { presentCouponUse } from './coupon.presenter';

/** GET /admin/coupons/{couponId}/uses (ADMIN): who used it, on which ship request, when, how much. */
export async function listCouponUses(db: Db, couponId: string): Promise<CouponUses> {
  const coupon = await findCouponById(db, couponId);
  if (!coupon) {
    throw new AppError('COUPON_UNKNOWN');
  }
  const rows = await listUseRows(db, coupon.id);
  return { code: coupon.code, uses: rows.map(presentCouponUse) };
}

import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { recordAudit } from '../../modules/audit';
import { lockCouponById, updateCoupon } from '../../modules/pricing';
import { findCouponCodesCarried } from '../../modules/ship-requests';
import type { SessionUser } from '../../plugins/auth';
import { presentCoupon } from './coupon.presenter';

/**
 * POST /admin/coupons/{couponId}/deactivate and .../activate (ADMIN): a coupon is switched off,
 * never deleted, so its uses stay. A deactivated coupon is refused in new quotes
 * (COUPON_INACTIVE); a ship request already quoted with it keeps its quote (decision 045).
 */
export async function setCouponActive(
  db: Db,
  actor: SessionUser,
  couponId: string,
  isActive: boolean,
) {
  return db.transaction(async (tx) => {
    const before = await lockCouponById(tx, couponId);
    if (!before) {
      throw new AppError('COUPON_UNKNOWN');
    }
    const after =
      before.isActive === isActive ? before : await updateCoupon(tx, before.id, { isActive });
    if (after !== before) {
      await recordAudit(tx, {
        actor: actor.id,
        action: isActive ? 'coupon.activate' : 'coupon.deactivate',
        subject: null,
        detail: { couponId: before.id, code: before.code },
      });
    }
    const isRuleFrozen =
      after.timesUsed > 0 || (await findCouponCodesCarried(tx, [after.code])).has(after.code);
    return presentCoupon(after, isRuleFrozen);
  });
}

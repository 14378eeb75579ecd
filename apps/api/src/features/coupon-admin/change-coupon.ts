import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { CouponChangeBody } from '@skyparcel/domain/pricing';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../../modules/audit';
import { lockCouponById, updateCoupon } from '../../modules/pricing';
import { findCouponCodesCarried } from '../../modules/ship-requests';
import type { SessionUser } from '../../plugins/auth';
import { presentCoupon } from './coupon.presenter';
import { COUPON_RULE_FIELDS, couponValuesOf } from './coupon-rule';

/**
 * PUT /admin/coupons/{couponId} (ADMIN): a coupon's rule, window and limit. Once a ship request
 * carries the coupon (paid or not) its rule is frozen: a quote already given and the uses
 * counted later keep telling the same rule; only the window and the limit may change
 * (decision 045). The limit never goes below the uses already counted.
 */
export async function changeCoupon(
  deps: { db: Db; clock: Clock },
  actor: SessionUser,
  couponId: string,
  body: CouponChangeBody,
) {
  return deps.db.transaction(async (tx) => {
    const before = await lockCouponById(tx, couponId);
    if (!before) {
      throw new AppError('COUPON_UNKNOWN');
    }
    const values = couponValuesOf(body, body.validFrom ?? before.validFrom);
    const isRuleFrozen =
      before.timesUsed > 0 || (await findCouponCodesCarried(tx, [before.code])).has(before.code);
    const changedRule = COUPON_RULE_FIELDS.filter(
      (field) => String(values[field] ?? '') !== String(before[field] ?? ''),
    );
    if (isRuleFrozen && changedRule.length > 0) {
      throw new AppError('COUPON_RULE_FROZEN', { params: { code: before.code } });
    }
    if (values.usageLimit !== null && values.usageLimit < before.timesUsed) {
      throw new AppError('PRICE_DATA_INVALID', {
        fields: { usageLimit: 'validation.couponLimitBelowUses' },
      });
    }

    const after = await updateCoupon(tx, before.id, values);
    await recordAudit(tx, {
      actor: actor.id,
      action: 'coupon.change',
      subject: null,
      detail: { couponId: before.id, code: before.code, before, after: values },
    });
    return presentCoupon(after, isRuleFrozen);
  });
}

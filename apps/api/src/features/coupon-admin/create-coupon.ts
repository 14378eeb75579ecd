import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { type CouponBody, normalizeCouponCode } from '@skyparcel/domain/pricing';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../../modules/audit';
import { COUPON_CODE_UNIQUE, insertCoupon } from '../../modules/pricing';
import type { SessionUser } from '../../plugins/auth';
import { presentCoupon } from './coupon.presenter';
import { couponValuesOf } from './coupon-rule';

/**
 * POST /admin/coupons (ADMIN): a new coupon and its audit row in one transaction. Codes are
 * kept upper-case without spaces, so 'Spring10' and 'SPRING10' are one code (409 the second).
 */
export async function createCoupon(
  deps: { db: Db; clock: Clock },
  actor: Pick<SessionUser, 'id'>,
  body: CouponBody,
) {
  const values = {
    code: normalizeCouponCode(body.code),
    ...couponValuesOf(body, body.validFrom ?? deps.clock()),
  };
  try {
    const row = await deps.db.transaction(async (tx) => {
      const stored = await insertCoupon(tx, values);
      await recordAudit(tx, {
        actor: actor.id,
        action: 'coupon.create',
        subject: null,
        detail: { before: null, after: { id: stored.id, ...values } },
      });
      return stored;
    });
    return presentCoupon(row, false);
  } catch (error) {
    if (isUniqueViolation(error, COUPON_CODE_UNIQUE)) {
      throw new AppError('COUPON_CODE_TAKEN', {
        fields: { code: 'validation.couponCodeTaken' },
        params: { code: values.code },
      });
    }
    throw error;
  }
}

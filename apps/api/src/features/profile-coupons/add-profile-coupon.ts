import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { normalizeCouponCode } from '@skyparcel/domain/pricing';
import { recordAudit } from '../../modules/audit';
import { addUserCoupon, findCoupon } from '../../modules/pricing';
import type { SessionUser } from '../../plugins/auth';
import { presentCouponRule } from './coupon-rule.presenter';

/**
 * POST /UserProfile/coupon (issue 14, decision 048): the customer adds a coupon by its code.
 * It is checked as a quote would (unknown, inactive, dates, used up, once per customer), so the
 * profile never keeps one the wizard would refuse today; the quote checks it again when used.
 */
export async function addProfileCoupon(db: Db, user: SessionUser, typedCode: string, now: Date) {
  const code = normalizeCouponCode(typedCode);
  const row = await findCoupon(db, code, user.id);
  if (!row) {
    throw new AppError('COUPON_NOT_FOUND');
  }
  const rule = presentCouponRule(row, now);
  if (rule.problem) {
    const day = (date: Date | null) => date?.toISOString().slice(0, 10) ?? '';
    throw new AppError(rule.problem, {
      params: {
        code: row.code,
        date: rule.problem === 'COUPON_NOT_YET_VALID' ? day(row.validFrom) : day(row.validUntil),
      },
    });
  }
  await db.transaction(async (tx) => {
    await addUserCoupon(tx, user.id, row.id);
    await recordAudit(tx, {
      actor: user.id,
      action: 'user.add-coupon',
      subject: user.id,
      detail: { code: row.code },
    });
  });
}

import type { Db } from '@skyparcel/db';
import { FIRST_PRICE_DATE } from '@skyparcel/db/seed';
import { AppError } from '@skyparcel/domain/errors';
import { type CouponBody, CouponBodySchema } from '@skyparcel/domain/pricing';
import type { Clock } from '../../lib/clock';
import { DEMO_ACCOUNTS, findUserByEmail } from '../../modules/users';
import { createCoupon } from './create-coupon';

/**
 * The demo's coupons (README walk-through): WELCOME10 to try in the wizard, SAVE5 an amount with
 * a limit, SUMMER2025 expired (to see the message). Made by the demo admin through the same use
 * case as /admin/prices (audited), once: a code already there is left as it is. WELCOME10 and
 * SAVE5 run from the first seeded prices with no end, so the demo offers them on any day its
 * calendar accepts (from 2026-03-27, decision 057); SUMMER2025 ended before that.
 */
export const DEMO_COUPONS: CouponBody[] = [
  {
    code: 'WELCOME10',
    kind: 'percent',
    percent: 10,
    validFrom: FIRST_PRICE_DATE,
    oncePerCustomer: false,
  },
  {
    code: 'SAVE5',
    kind: 'amount',
    amount: 5,
    currency: 'USD',
    validFrom: FIRST_PRICE_DATE,
    usageLimit: 1_000,
    oncePerCustomer: false,
  },
  {
    code: 'SUMMER2025',
    kind: 'percent',
    percent: 15,
    validFrom: new Date('2025-06-01T00:00:00.000Z'),
    validUntil: new Date('2025-08-31T23:59:59.000Z'),
    oncePerCustomer: false,
  },
].map((coupon) => CouponBodySchema.parse(coupon));

export async function seedDemoCoupons(deps: { db: Db; clock: Clock }) {
  const adminEmail = DEMO_ACCOUNTS.find((account) => account.role === 'ADMIN')?.email;
  const admin = adminEmail ? await findUserByEmail(deps.db, adminEmail) : undefined;
  if (!admin) {
    return;
  }
  for (const coupon of DEMO_COUPONS) {
    try {
      await createCoupon(deps, admin, coupon);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'COUPON_CODE_TAKEN')) {
        throw error;
      }
    }
  }
}

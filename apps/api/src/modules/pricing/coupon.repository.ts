import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { normalizeCouponCode } from '@skyparcel/domain/pricing';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { isUuid } from '../../lib/is-uuid';
import type { DbOrTx } from '../../lib/tx';

const { coupons, couponUses, users } = schema;

export type CouponRow = typeof coupons.$inferSelect;

/** The unique constraint of coupon codes (kept normalised, so unique whatever the case). */
export const COUPON_CODE_UNIQUE = 'coupons_code_unique';

/** Every coupon, newest first (an operator keeps tens, not thousands). */
export function listCoupons(db: DbOrTx) {
  return db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.code));
}

export async function findCouponById(db: DbOrTx, couponId: string) {
  if (!isUuid(couponId)) {
    return undefined;
  }
  const [row] = await db.select().from(coupons).where(eq(coupons.id, couponId));
  return row;
}

/** The coupon locked for a change: a payment counting a use waits, and sees the change. */
export async function lockCouponById(tx: DbOrTx, couponId: string) {
  if (!isUuid(couponId)) {
    return undefined;
  }
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
  return row;
}

export async function insertCoupon(tx: DbOrTx, row: typeof coupons.$inferInsert) {
  const [stored] = await tx.insert(coupons).values(row).returning();
  if (!stored) {
    throw new Error('coupon not inserted');
  }
  return stored;
}

export async function updateCoupon(
  tx: DbOrTx,
  couponId: string,
  values: Partial<typeof coupons.$inferInsert>,
) {
  const [stored] = await tx
    .update(coupons)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(coupons.id, couponId))
    .returning();
  if (!stored) {
    throw new Error('coupon not updated');
  }
  return stored;
}

/** A coupon's uses, newest first, with the customer's name and e-mail. */
export function listCouponUses(db: DbOrTx, couponId: string) {
  return db
    .select({
      id: couponUses.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      orderNumber: couponUses.orderNumber,
      usedAt: couponUses.usedAt,
      discountMinor: couponUses.discountMinor,
      currency: couponUses.currency,
    })
    .from(couponUses)
    .innerJoin(users, eq(users.id, couponUses.userId))
    .where(eq(couponUses.couponId, couponId))
    .orderBy(desc(couponUses.usedAt));
}

/**
 * Counts one use of a coupon when a ship request that used it is paid (decisions 039, 045),
 * and keeps who, which request, when and how much. The update checks the limit itself, so two
 * payments racing for the last use cannot both count (COUPON_USED_UP); it also locks the
 * coupon's row, so a customer's two payments with a once-per-customer coupon queue and the
 * second finds the first's use (COUPON_ALREADY_USED, and the partial unique index besides).
 * Either refusal fails the payment, which is refunded.
 */
export async function countCouponUse(
  tx: DbOrTx,
  use: {
    code: string;
    userId: string;
    shipRequestId: string;
    orderNumber: string;
    discountMinor: number;
    currency: string;
    usedAt: Date;
  },
) {
  const [coupon] = await tx
    .update(coupons)
    .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
    .where(
      and(
        eq(coupons.code, normalizeCouponCode(use.code)),
        or(isNull(coupons.usageLimit), lt(coupons.timesUsed, coupons.usageLimit)),
      ),
    )
    .returning({ id: coupons.id, oncePerCustomer: coupons.oncePerCustomer });
  if (!coupon) {
    throw new AppError('COUPON_USED_UP');
  }
  if (coupon.oncePerCustomer) {
    const [earlier] = await tx
      .select({ id: couponUses.id })
      .from(couponUses)
      .where(and(eq(couponUses.couponId, coupon.id), eq(couponUses.userId, use.userId)))
      .limit(1);
    if (earlier) {
      throw new AppError('COUPON_ALREADY_USED');
    }
  }
  await tx.insert(couponUses).values({
    couponId: coupon.id,
    userId: use.userId,
    shipRequestId: use.shipRequestId,
    orderNumber: use.orderNumber,
    discountMinor: use.discountMinor,
    currency: use.currency,
    oncePerCustomer: coupon.oncePerCustomer,
    usedAt: use.usedAt,
  });
}

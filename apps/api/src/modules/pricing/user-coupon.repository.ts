import { schema } from '@skyparcel/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

const { coupons, couponUses, userCoupons } = schema;

/** Keeps a coupon on the customer's profile; adding it again changes nothing. */
export async function addUserCoupon(db: DbOrTx, userId: string, couponId: string) {
  await db.insert(userCoupons).values({ userId, couponId }).onConflictDoNothing();
}

/** Takes a coupon off the customer's profile; answers whether it was there. */
export async function removeUserCoupon(db: DbOrTx, userId: string, couponId: string) {
  const removed = await db
    .delete(userCoupons)
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, couponId)))
    .returning({ couponId: userCoupons.couponId });
  return removed.length > 0;
}

/**
 * The coupons on the customer's profile, in the order added, each with whether this customer
 * has used it already (once-per-customer coupons), in one query; the user in the `where`.
 */
export async function listUserCoupons(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      coupon: coupons,
      isUsedByCustomer: sql<boolean>`exists (
        select 1 from ${couponUses}
        where ${couponUses.couponId} = "coupons"."id" and ${couponUses.userId} = ${userId})`,
    })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(eq(userCoupons.userId, userId))
    .orderBy(asc(userCoupons.addedAt), asc(coupons.code));
  return rows.map((row) => ({ ...row.coupon, isUsedByCustomer: Boolean(row.isUsedByCustomer) }));
}

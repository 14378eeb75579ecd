import { z } from 'zod';
import { COUPON_PROBLEMS } from '../pricing/coupon';

const MoneySchema = z.object({ amountMinor: z.number().int(), currency: z.string() });

/** A coupon's rule as the customer sees it (issue 14; the rule of decision 045). */
export const CouponRuleSchema = z.object({
  code: z.string(),
  percentBasisPoints: z.number().int().nullable(),
  amount: MoneySchema.nullable(),
  minimum: MoneySchema.nullable(),
  validUntil: z.string().nullable(),
  oncePerCustomer: z.boolean(),
  /** Uses left for everybody; null without a limit. */
  usesLeft: z.number().int().nullable(),
  /** Why a quote would refuse it now (expired, used up...); null when it applies. */
  problem: z.enum(COUPON_PROBLEMS).nullable(),
});
export type CouponRule = z.infer<typeof CouponRuleSchema>;

/** GET /UserProfile/coupons: the membership level and discount, and the coupons added. */
export const ProfileCouponsSchema = z.object({
  membership: z.object({
    level: z.string(),
    /** The level's discount on freight in basis points; null when the level has none. */
    discountBasisPoints: z.number().int().nullable(),
  }),
  coupons: z.array(CouponRuleSchema),
});
export type ProfileCoupons = z.infer<typeof ProfileCouponsSchema>;

/** POST /UserProfile/coupon: add a coupon by its code. */
export const AddProfileCouponBodySchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(30, 'validation.couponCode')
    .regex(/^[A-Za-z0-9_ -]+$/, 'validation.couponCode'),
});
export type AddProfileCouponBody = z.infer<typeof AddProfileCouponBodySchema>;

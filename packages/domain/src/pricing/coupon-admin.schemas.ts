import { z } from 'zod';
import { BoundedDateSchema, MAX_AMOUNT, TOO_LARGE_KEY } from '../input/bounded-input';
import { CURRENCY_DECIMALS } from '../money/currency-decimals';

/**
 * The operators' coupon and membership calls (ADMIN, decision 045). Amounts travel in major
 * units of the coupon's currency; percentages as numbers with at most two decimals (12.5).
 */
export const COUPON_KINDS = ['percent', 'amount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** 3 to 30 letters, digits, '-' or '_', kept upper-case: codes are unique whatever the case. */
export const CouponCodeSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(3, 'validation.couponCode')
  .max(30, 'validation.couponCode')
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.couponCode')
  .transform((code) => code.toUpperCase());

/** An empty form field is "not given". */
const blankIsUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'number' && Number.isNaN(value))
    ? undefined
    : value;
const OptionalNumber = z.preprocess(
  blankIsUndefined,
  z.number({ error: 'validation.positiveNumber' }).max(MAX_AMOUNT, TOO_LARGE_KEY).optional(),
);
const OptionalDate = z.preprocess(blankIsUndefined, BoundedDateSchema.optional());
const isKnownCurrency = (code: string) => Object.hasOwn(CURRENCY_DECIMALS, code);

const CouponRuleFields = {
  kind: z.enum(COUPON_KINDS, { error: 'validation.invalid' }),
  /** 1 to 100, when `kind` is percent. */
  percent: OptionalNumber,
  /** More than 0 in major units of `currency`, when `kind` is amount. */
  amount: OptionalNumber,
  /** The amount's and the minimum's currency. */
  currency: z.preprocess(
    blankIsUndefined,
    z
      .string()
      .trim()
      .transform((code) => code.toUpperCase())
      .refine(isKnownCurrency, 'validation.couponCurrency')
      .optional(),
  ),
  /** Freight and options must reach it, in `currency`. */
  minimum: OptionalNumber,
  /** Left out: from now. */
  validFrom: OptionalDate,
  /** Left out: no end. */
  validUntil: OptionalDate,
  /** Paid ship requests in all; left out: no limit. */
  usageLimit: z.preprocess(
    blankIsUndefined,
    z
      .number({ error: 'validation.couponUsageLimit' })
      .int('validation.couponUsageLimit')
      .min(1, 'validation.couponUsageLimit')
      .max(1_000_000, TOO_LARGE_KEY)
      .optional(),
  ),
  oncePerCustomer: z.boolean().default(false),
};

type CouponRule = {
  kind: CouponKind;
  percent?: number | undefined;
  amount?: number | undefined;
  currency?: string | undefined;
  minimum?: number | undefined;
  validFrom?: Date | undefined;
  validUntil?: Date | undefined;
};

/** The rules between fields, each on its field so the form shows it there. */
function checkCouponRule(rule: CouponRule, ctx: z.RefinementCtx) {
  const problem = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
  if (rule.kind === 'percent') {
    if (rule.percent === undefined || rule.percent < 1 || rule.percent > 100) {
      problem('percent', 'validation.couponPercent');
    } else if (!hasTwoDecimals(rule.percent)) {
      problem('percent', 'validation.couponPercent');
    }
  }
  if (rule.kind === 'amount') {
    if (rule.amount === undefined || rule.amount <= 0) {
      problem('amount', 'validation.couponAmount');
    }
    if (!rule.currency) {
      problem('currency', 'validation.couponCurrency');
    }
  }
  if (rule.minimum !== undefined) {
    if (rule.minimum <= 0) {
      problem('minimum', 'validation.couponMinimum');
    } else if (!rule.currency) {
      problem('currency', 'validation.couponCurrency');
    }
  }
  if (rule.validFrom && rule.validUntil && rule.validUntil <= rule.validFrom) {
    problem('validUntil', 'validation.couponExpiryBeforeStart');
  }
}

/** POST /admin/coupons: a new coupon. */
export const CouponBodySchema = z
  .object({ code: CouponCodeSchema, ...CouponRuleFields })
  .superRefine(checkCouponRule);
export type CouponBody = z.infer<typeof CouponBodySchema>;
export type CouponBodyInput = z.input<typeof CouponBodySchema>;

/** PUT /admin/coupons/{couponId}: the coupon's rule and window; its code stays. */
export const CouponChangeBodySchema = z.object(CouponRuleFields).superRefine(checkCouponRule);
export type CouponChangeBody = z.infer<typeof CouponChangeBodySchema>;

export const CouponDtoSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percent: z.number().nullable(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  minimum: z.number().nullable(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  usageLimit: z.number().nullable(),
  timesUsed: z.number(),
  oncePerCustomer: z.boolean(),
  isActive: z.boolean(),
  /** A ship request carries it: only the window, the limit and `isActive` may change. */
  isRuleFrozen: z.boolean(),
});
export type CouponDto = z.infer<typeof CouponDtoSchema>;
export const CouponListSchema = z.object({ now: z.string(), coupons: z.array(CouponDtoSchema) });
export type CouponList = z.infer<typeof CouponListSchema>;

/** One paid ship request that used a coupon: who, which request, when, how much it took off. */
export const CouponUseDtoSchema = z.object({
  id: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  orderNumber: z.string(),
  usedAt: z.string(),
  discount: z.number(),
  currency: z.string(),
});
export type CouponUseDto = z.infer<typeof CouponUseDtoSchema>;
export const CouponUsesSchema = z.object({
  code: z.string(),
  uses: z.array(CouponUseDtoSchema),
});
export type CouponUses = z.infer<typeof CouponUsesSchema>;

/** A membership level: lower-case letters, digits and '-', 2 to 30 ('standard', 'business'). */
export const MembershipLevelSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9-]{1,29}$/, 'validation.membershipLevel');

/** POST /admin/prices/membership-discounts: a level's discount from a moment on. */
export const MembershipVersionBodySchema = z.object({
  level: MembershipLevelSchema,
  discountPercent: z
    .number({ error: 'validation.positiveNumber' })
    .min(0, 'validation.positiveNumber')
    .max(100, TOO_LARGE_KEY),
  /** false: from `effectiveFrom` on the level gives no discount (deactivated). */
  isActive: z.boolean().default(true),
  effectiveFrom: BoundedDateSchema.optional(),
});
export type MembershipVersionBody = z.infer<typeof MembershipVersionBodySchema>;

/** The kinds of price version an operator can withdraw before it starts (by id). */
export const WITHDRAWABLE_PRICE_KINDS = [
  'rate-cards',
  'option-fees',
  'warehouse-terms',
  'customs-rules',
  'membership-discounts',
] as const;
export type WithdrawablePriceKind = (typeof WITHDRAWABLE_PRICE_KINDS)[number];

import type { coupons, membershipDiscounts } from '../../schema/index';
import { FIRST_PRICE_DATE } from './shipping-options';

/**
 * Membership levels: every customer is `standard`; a business company's users are `business`
 * (the schema has no other levels yet). The percentage is off the freight (decision 034).
 */
export const MEMBERSHIP_DISCOUNTS: (typeof membershipDiscounts.$inferInsert)[] = [
  { level: 'standard', discountBasisPoints: 0, effectiveFrom: FIRST_PRICE_DATE },
  { level: 'business', discountBasisPoints: 500, effectiveFrom: FIRST_PRICE_DATE },
];

/** Demo coupons: one percentage, one amount with a usage limit, one that has expired. */
export const COUPONS: (typeof coupons.$inferInsert)[] = [
  {
    code: 'WELCOME10',
    percentBasisPoints: 1_000,
    validFrom: FIRST_PRICE_DATE,
    validUntil: new Date('2030-12-31T23:59:59.000Z'),
  },
  {
    code: 'SAVE5',
    amountMinor: 500,
    currency: 'USD',
    validFrom: FIRST_PRICE_DATE,
    validUntil: null,
    usageLimit: 1_000,
  },
  {
    code: 'SUMMER2025',
    percentBasisPoints: 1_500,
    validFrom: new Date('2025-06-01T00:00:00.000Z'),
    validUntil: new Date('2025-08-31T23:59:59.000Z'),
  },
];

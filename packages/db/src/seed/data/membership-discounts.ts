import type { membershipDiscounts } from '../../schema/index';
import { FIRST_PRICE_DATE } from './shipping-options';

/**
 * Membership levels: every customer is `standard`; a business company's users are `business`
 * (the schema has no other levels yet). The percentage is off the freight (decision 034). They
 * are reference data, since every quote reads them; operators add versions on /admin/prices
 * (decision 045). Demo coupons are the API's demo seed (features/coupon-admin).
 */
export const MEMBERSHIP_DISCOUNTS: (typeof membershipDiscounts.$inferInsert)[] = [
  { level: 'standard', discountBasisPoints: 0, effectiveFrom: FIRST_PRICE_DATE },
  { level: 'business', discountBasisPoints: 500, effectiveFrom: FIRST_PRICE_DATE },
];

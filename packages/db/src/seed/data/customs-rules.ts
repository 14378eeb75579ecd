import type { customsRules } from '../../schema/index';

export type CustomsRuleSeed = Omit<typeof customsRules.$inferInsert, 'id' | 'effectiveFrom'>;

/**
 * Duty and VAT figures per destination (spec section 9), in the destination's currency minor
 * units: AED and SAR have 2 decimals, KWD has 3 (KWD 100 = 100000 fils). The spec states 5% VAT
 * and 5% duty for every destination; an operator schedules a new version when a country changes its rate (decision 040).
 * Extended liability is charged per increment of USD 100 / GBP 75.
 */
export const CUSTOMS_RULES: CustomsRuleSeed[] = [
  {
    countryCode: 'AE',
    currency: 'AED',
    dutyThresholdMinor: 100_000,
    dutyRateBp: 500,
    vatRateBp: 500,
    adminFeeMinor: 0,
    extendedLiabilityFeeMinor: 1_600,
  },
  {
    countryCode: 'KW',
    currency: 'KWD',
    dutyThresholdMinor: 100_000,
    dutyRateBp: 500,
    vatRateBp: 500,
    // Kuwait customs adds a KWD 1 administration fee to dutiable shipments.
    adminFeeMinor: 1_000,
    extendedLiabilityFeeMinor: 1_330,
  },
  {
    countryCode: 'SA',
    currency: 'SAR',
    dutyThresholdMinor: 50_000,
    dutyRateBp: 500,
    vatRateBp: 500,
    adminFeeMinor: 0,
    extendedLiabilityFeeMinor: 1_600,
  },
];

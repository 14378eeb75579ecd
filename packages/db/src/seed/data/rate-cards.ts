/**
 * A rate card before the warehouse code is resolved to the warehouse's id, priced as "first half
 * kilogram, then each further started one"; the seed writes it as 0.5 kg steps up to 30 kg
 * (`linearRateCardSteps`), and heavier shipments continue the last increment.
 */
export type RateCardSeed = {
  warehouseCode: string;
  destinationCountryCode: string;
  /** Always the warehouse's currency: customers pay where they shop. */
  currency: string;
  firstHalfKgMinor: number;
  additionalHalfKgMinor: number;
};

/**
 * Price per started 0.5 kg of chargeable weight, from every warehouse to every destination.
 * Routes through the Dubai hub (to Kuwait and Saudi Arabia) cost more than the direct
 * flights into Dubai, and the Dubai warehouse's own deliveries in the UAE go by road.
 */
export const RATE_CARDS: RateCardSeed[] = [
  {
    warehouseCode: 'US-DE',
    destinationCountryCode: 'AE',
    currency: 'USD',
    firstHalfKgMinor: 1_150,
    additionalHalfKgMinor: 375,
  },
  {
    warehouseCode: 'US-DE',
    destinationCountryCode: 'KW',
    currency: 'USD',
    firstHalfKgMinor: 1_250,
    additionalHalfKgMinor: 400,
  },
  {
    warehouseCode: 'US-DE',
    destinationCountryCode: 'SA',
    currency: 'USD',
    firstHalfKgMinor: 1_300,
    additionalHalfKgMinor: 425,
  },
  {
    warehouseCode: 'GB-LON',
    destinationCountryCode: 'AE',
    currency: 'GBP',
    firstHalfKgMinor: 895,
    additionalHalfKgMinor: 295,
  },
  {
    warehouseCode: 'GB-LON',
    destinationCountryCode: 'KW',
    currency: 'GBP',
    firstHalfKgMinor: 975,
    additionalHalfKgMinor: 320,
  },
  {
    warehouseCode: 'GB-LON',
    destinationCountryCode: 'SA',
    currency: 'GBP',
    firstHalfKgMinor: 1_025,
    additionalHalfKgMinor: 340,
  },
  {
    warehouseCode: 'AE-DXB',
    destinationCountryCode: 'AE',
    currency: 'AED',
    firstHalfKgMinor: 2_000,
    additionalHalfKgMinor: 500,
  },
  {
    warehouseCode: 'AE-DXB',
    destinationCountryCode: 'KW',
    currency: 'AED',
    firstHalfKgMinor: 3_500,
    additionalHalfKgMinor: 1_100,
  },
  {
    warehouseCode: 'AE-DXB',
    destinationCountryCode: 'SA',
    currency: 'AED',
    firstHalfKgMinor: 3_300,
    additionalHalfKgMinor: 1_000,
  },
];

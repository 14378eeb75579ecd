import type { AirportRules } from '@skyparcel/domain/reference';

/** GET /airport/{warehouseId}/rules of the US warehouse: Philadelphia, open, in dollars. */
export const PHILADELPHIA_RULES = {
  warehouseId: 'wh-us',
  warehouseCode: 'US-DE',
  originCountryCode: 'US',
  airport: {
    code: 'PHL',
    name: 'Philadelphia International Airport',
    primaryCity: 'Philadelphia',
    countryCode: 'US',
    opensAt: '06:00',
    closesAt: '22:00',
    isOpenAroundTheClock: false,
    isClosed: false,
  },
  weight: {
    unitSystem: 'imperial',
    volumetricDivisor: { In: 166, Cm: 6000 },
    oversizeDimensionSumCm: 200,
  },
  terms: {
    freeStorageDays: 30,
    storageFeePerDay: { amount: 1, currency: 'USD' },
    liabilityPerShipment: { amount: 100, currency: 'USD' },
    effectiveFrom: '2026-01-01T00:00:00.000Z',
  },
} satisfies AirportRules;

/** The UK warehouse's: Heathrow, in pounds, metric. */
export const LONDON_RULES = {
  warehouseId: 'wh-gb',
  warehouseCode: 'GB-LON',
  originCountryCode: 'GB',
  airport: {
    code: 'LHR',
    name: 'London Heathrow Airport',
    primaryCity: 'London',
    countryCode: 'GB',
    opensAt: '05:00',
    closesAt: '23:30',
    isOpenAroundTheClock: false,
    isClosed: false,
  },
  weight: {
    unitSystem: 'metric',
    volumetricDivisor: { In: 166, Cm: 6000 },
    oversizeDimensionSumCm: 200,
  },
  terms: {
    freeStorageDays: 30,
    storageFeePerDay: { amount: 0.8, currency: 'GBP' },
    liabilityPerShipment: { amount: 75, currency: 'GBP' },
    effectiveFrom: '2026-01-01T00:00:00.000Z',
  },
} satisfies AirportRules;

import type { warehouses } from '../../schema/index';

/** A warehouse and its first storage and liability terms (`warehouse_price_terms`, decision 040). */
export type WarehouseSeed = Omit<typeof warehouses.$inferInsert, 'id'> & {
  terms: {
    freeStorageDays: number;
    storageFeePerDayMinor: number;
    liabilityIncrementMinor: number;
  };
};

/**
 * Origin warehouses (product decisions: at least USA, United Kingdom and UAE). The customer's
 * suite number is printed on the line after `street2` when the address is shown, so `street2`
 * stays free for the building's own unit. Liability per shipment is USD 100 or GBP 75
 * (spec section 9); the Dubai warehouse bills in AED, so its increment is USD 100 at the peg.
 */
export const WAREHOUSES: WarehouseSeed[] = [
  {
    code: 'US-DE',
    name: 'United States (Delaware)',
    countryCode: 'US',
    currency: 'USD',
    street: '201 Hay Road',
    street2: 'Building C, Dock 14',
    city: 'New Castle',
    state: 'DE',
    zip: '19720',
    phone: '+1 302 555 0148',
    // New Castle is 30 miles from Philadelphia International, the nearest cargo airport.
    airportCode: 'PHL',
    unitSystem: 'imperial',
    terms: { freeStorageDays: 30, storageFeePerDayMinor: 100, liabilityIncrementMinor: 10_000 },
    isActive: true,
    sortOrder: 1,
  },
  {
    code: 'GB-LON',
    name: 'United Kingdom (London Heathrow)',
    countryCode: 'GB',
    currency: 'GBP',
    street: 'Unit 6, Heathrow Cargo Park',
    street2: 'Stanwell Moor Road',
    city: 'Staines-upon-Thames',
    state: 'Surrey',
    zip: 'TW19 6BX',
    phone: '+44 20 7946 0321',
    airportCode: 'LHR',
    unitSystem: 'metric',
    terms: { freeStorageDays: 30, storageFeePerDayMinor: 80, liabilityIncrementMinor: 7_500 },
    isActive: true,
    sortOrder: 2,
  },
  {
    code: 'AE-DXB',
    name: 'United Arab Emirates (Dubai)',
    countryCode: 'AE',
    currency: 'AED',
    street: 'Dubai Airport Freezone, Building 6W',
    street2: 'Block B, Unit 214',
    city: 'Dubai',
    state: 'Dubai',
    // The UAE has no postcodes; carriers and shops expect '00000' in a mandatory zip field.
    zip: '00000',
    phone: '+971 4 555 0192',
    airportCode: 'DXB',
    unitSystem: 'metric',
    terms: { freeStorageDays: 30, storageFeePerDayMinor: 375, liabilityIncrementMinor: 36_725 },
    isActive: true,
    sortOrder: 3,
  },
];

import type { PackageDetails, PackageLocker, SuiteList } from '@skyparcel/domain/packages';

/** A locker in the United States, as GET /package-locker answers it. */
export const US_LOCKER: PackageLocker = {
  id: 'locker-us',
  warehouseId: 'wh-us',
  warehouseCode: 'USA',
  address: {
    name: 'Dana Demo',
    suiteNumber: 'SP100001',
    street: '1200 Cargo Way',
    street2: 'Unit 4',
    city: 'Miami',
    state: 'FL',
    zip: '33166',
    country: 'United States',
    countryCode: 'US',
    phone: '+1 305 555 0100',
  },
};

export const GB_LOCKER: PackageLocker = {
  id: 'locker-gb',
  warehouseId: 'wh-gb',
  warehouseCode: 'LHR',
  address: {
    name: 'Dana Demo',
    suiteNumber: 'SP100001',
    street: '7 Freight Road',
    street2: null,
    city: 'London',
    state: null,
    zip: 'TW6 2AA',
    country: 'United Kingdom',
    countryCode: 'GB',
    phone: '+44 20 5550 0100',
  },
};

export const PACKAGE: PackageDetails = {
  id: 'pkg-1',
  packageNumber: 'PK100042',
  warehouseId: 'wh-us',
  status: 'action_required',
  reason: 'item_details',
  tab: 'actionRequired',
  retailerName: 'Gadget Store',
  retailerTrackingNumber: '1Z999AA10123456784',
  carrier: 'UPS',
  receivedAt: '2026-11-01T10:00:00.000Z',
  quantity: 2,
  totalValue: { amount: 59.98, currency: 'USD' },
  weight: { amount: 1.5, unit: 'Kg' },
  dimensions: { length: 30, width: 20, depth: 10, unit: 'Cm' },
  freeDaysRemaining: 8,
  chargeableDays: 0,
  storageFee: { amount: 0, currency: 'USD' },
  freeStorageDays: 30,
  storageFeePerDay: { amount: 0.5, currency: 'USD' },
  warehouseComment: 'Box slightly dented on arrival.',
  adminComment: null,
  pieces: [],
  lineItems: [
    {
      id: 'line-1',
      inventoryId: null,
      description: 'Phone case',
      quantity: 2,
      valuePerUnit: { amount: 29.99, currency: 'USD' },
      totalValue: { amount: 59.98, currency: 'USD' },
      hsCode: '392690',
      declaredValue: null,
      exportDescription: null,
      scheduleB: null,
      statisticalQuantity: null,
    },
  ],
  photos: [
    { id: 'photo-1', url: '/api/warehouses/wh-us/packages/pkg-1/photos/photo-1' },
    { id: 'photo-2', url: '/api/warehouses/wh-us/packages/pkg-1/photos/photo-2' },
  ],
  documents: [],
  additionalServices: [],
  returnComment: null,
  returnUsesOwnLabel: false,
  returnLabel: null,
};

/** A suite list answer with the given rows and counts. */
export function suiteList(
  items: SuiteList['items'],
  counts: Partial<SuiteList['counts']> = {},
): SuiteList {
  return {
    warehouseIds: ['wh-us'],
    counts: {
      readyToSend: 0,
      actionRequired: 0,
      inReview: 0,
      preparing: 0,
      delivered: 0,
      returned: 0,
      discarded: 0,
      ...counts,
    },
    items,
    page: 1,
    pageSize: 20,
    total: items.length,
  };
}

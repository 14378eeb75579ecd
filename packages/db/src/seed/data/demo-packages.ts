import type { ActionReason, PackageStatus } from '@skyparcel/domain/packages';
import type { LengthUnit, WeightUnit } from '@skyparcel/domain/pricing';

export type DemoLineItem = {
  description: string;
  quantity: number;
  /** Minor units of the package's currency. */
  unitValueMinor: number;
  hsCode?: string;
  scheduleB?: string;
};

export type DemoPackage = {
  /** The suite owner; the demo customer when not given. */
  ownerEmail?: string;
  warehouseCode: string;
  /** Natural key of the demo: the seed never writes the same tracking number twice. */
  retailerTrackingNumber: string;
  retailerName: string;
  carrier: string;
  status: PackageStatus;
  reason?: ActionReason;
  /** Days before the seed's run; the free-storage countdown starts from it. */
  receivedDaysAgo: number;
  weight: { amount: number; unit: WeightUnit };
  dimensions: { length: number; width: number; depth: number; unit: LengthUnit };
  currency: string;
  lineItems: DemoLineItem[];
  warehouseComment?: string;
  adminComment?: string;
};

/** The demo suite owner's e-mail and staff clerk (seeded by the API's demo accounts). */
export const DEMO_SUITE_OWNER_EMAIL = 'customer@demo.skyparcel.test';
export const DEMO_SUITE_NUMBERS: Record<string, string> = {
  'customer@demo.skyparcel.test': 'SP100001',
  'business-admin@demo.skyparcel.test': 'SP100002',
  'business-user@demo.skyparcel.test': 'SP100003',
  // Farah came over from the old system approved, so she has a suite as approval gives one.
  'migrated@demo.skyparcel.test': 'SP100004',
};
export const DEMO_STAFF_EMAIL = 'staff@demo.skyparcel.test';
/** The demo package the API's demo seed puts in an unpaid ship request (decision 037). */
export const DEMO_CART_TRACKING_NUMBER = 'RM123456785GB';

const shoes: DemoLineItem = {
  description: 'Running shoes',
  quantity: 1,
  unitValueMinor: 12_000,
  hsCode: '640411',
  scheduleB: '6404119000',
};

/** A dozen packages of the demo customer across every state and the three warehouses, one for the cart. */
export const DEMO_PACKAGES: DemoPackage[] = [
  {
    warehouseCode: 'US-DE',
    retailerTrackingNumber: '1Z999AA10123456784',
    retailerName: 'Amazon',
    carrier: 'UPS',
    status: 'ready_to_send',
    receivedDaysAgo: 4,
    weight: { amount: 3.2, unit: 'Lb' },
    dimensions: { length: 14, width: 10, depth: 6, unit: 'In' },
    currency: 'USD',
    lineItems: [
      shoes,
      {
        description: 'Sports socks (pack of 6)',
        quantity: 2,
        unitValueMinor: 1_599,
        hsCode: '611595',
      },
    ],
  },
  {
    warehouseCode: 'US-DE',
    retailerTrackingNumber: '9400111899223197428490',
    retailerName: 'Best Buy',
    carrier: 'USPS',
    status: 'action_required',
    reason: 'dgr',
    receivedDaysAgo: 9,
    weight: { amount: 1.1, unit: 'Lb' },
    dimensions: { length: 8, width: 6, depth: 3, unit: 'In' },
    currency: 'USD',
    lineItems: [
      { description: 'Power bank 20000 mAh', quantity: 1, unitValueMinor: 4_999, hsCode: '850760' },
    ],
    adminComment: 'Lithium-ion battery: please sign the dangerous goods declaration.',
  },
  {
    warehouseCode: 'US-DE',
    retailerTrackingNumber: '772899172655',
    retailerName: 'Apple Store',
    carrier: 'FedEx',
    status: 'in_review',
    receivedDaysAgo: 0,
    weight: { amount: 2.4, unit: 'Lb' },
    dimensions: { length: 12, width: 9, depth: 4, unit: 'In' },
    currency: 'USD',
    lineItems: [
      { description: 'Tablet 11-inch', quantity: 1, unitValueMinor: 79_900, hsCode: '847130' },
    ],
  },
  {
    warehouseCode: 'US-DE',
    retailerTrackingNumber: '1Z999AA10123456785',
    retailerName: 'Nordstrom',
    carrier: 'UPS',
    status: 'action_required',
    reason: 'item_details',
    receivedDaysAgo: 26,
    weight: { amount: 4.0, unit: 'Lb' },
    dimensions: { length: 16, width: 12, depth: 6, unit: 'In' },
    currency: 'USD',
    lineItems: [],
    warehouseComment: 'Invoice missing from the box.',
  },
  {
    warehouseCode: 'US-DE',
    retailerTrackingNumber: '9400111899223197428491',
    retailerName: 'Etsy',
    carrier: 'USPS',
    status: 'ready_to_send',
    receivedDaysAgo: 36,
    weight: { amount: 0.8, unit: 'Lb' },
    dimensions: { length: 7, width: 5, depth: 2, unit: 'In' },
    currency: 'USD',
    lineItems: [
      { description: 'Handmade silver ring', quantity: 1, unitValueMinor: 6_500, hsCode: '711311' },
    ],
  },
  {
    warehouseCode: 'US-DE',
    retailerTrackingNumber: '772899172656',
    retailerName: 'Walmart',
    carrier: 'FedEx',
    status: 'preparing',
    receivedDaysAgo: 12,
    weight: { amount: 6.5, unit: 'Lb' },
    dimensions: { length: 18, width: 14, depth: 10, unit: 'In' },
    currency: 'USD',
    lineItems: [
      { description: 'Kitchen blender', quantity: 1, unitValueMinor: 8_999, hsCode: '850940' },
    ],
  },
  {
    warehouseCode: 'US-DE',
    retailerTrackingNumber: '1Z999AA10123456786',
    retailerName: 'Macy’s',
    carrier: 'UPS',
    status: 'delivered',
    receivedDaysAgo: 40,
    weight: { amount: 2.0, unit: 'Lb' },
    dimensions: { length: 12, width: 10, depth: 4, unit: 'In' },
    currency: 'USD',
    lineItems: [
      { description: 'Cotton shirt', quantity: 3, unitValueMinor: 2_500, hsCode: '620520' },
    ],
  },
  {
    warehouseCode: 'GB-LON',
    retailerTrackingNumber: 'JD014600006281730211',
    retailerName: 'ASOS',
    carrier: 'Royal Mail',
    status: 'in_review',
    receivedDaysAgo: 1,
    weight: { amount: 0.9, unit: 'Kg' },
    dimensions: { length: 30, width: 22, depth: 8, unit: 'Cm' },
    currency: 'GBP',
    lineItems: [
      { description: 'Wool scarf', quantity: 1, unitValueMinor: 3_500, hsCode: '611710' },
    ],
  },
  {
    warehouseCode: 'GB-LON',
    retailerTrackingNumber: 'H01HYA0012345678',
    retailerName: 'John Lewis',
    carrier: 'Evri',
    status: 'action_required',
    reason: 'documents',
    receivedDaysAgo: 6,
    weight: { amount: 2.3, unit: 'Kg' },
    dimensions: { length: 40, width: 30, depth: 15, unit: 'Cm' },
    currency: 'GBP',
    lineItems: [
      { description: 'Coffee machine', quantity: 1, unitValueMinor: 19_900, hsCode: '851671' },
    ],
    adminComment: 'Please upload the purchase invoice.',
  },
  {
    warehouseCode: 'GB-LON',
    retailerTrackingNumber: 'JD014600006281730212',
    retailerName: 'Boots',
    carrier: 'DPD',
    status: 'returned',
    receivedDaysAgo: 20,
    weight: { amount: 0.5, unit: 'Kg' },
    dimensions: { length: 20, width: 15, depth: 6, unit: 'Cm' },
    currency: 'GBP',
    lineItems: [
      { description: 'Electric toothbrush', quantity: 1, unitValueMinor: 6_000, hsCode: '850980' },
    ],
  },
  {
    // Seeded ready to send; the API's demo seed puts it in the demo customer's unpaid ship request
    // (the cart), so it is listed under Preparing with the badge "Awaiting payment".
    warehouseCode: 'GB-LON',
    retailerTrackingNumber: DEMO_CART_TRACKING_NUMBER,
    retailerName: 'ASOS',
    carrier: 'Royal Mail',
    status: 'ready_to_send',
    receivedDaysAgo: 3,
    weight: { amount: 1.2, unit: 'Kg' },
    dimensions: { length: 35, width: 25, depth: 10, unit: 'Cm' },
    currency: 'GBP',
    lineItems: [
      { description: 'Winter jacket', quantity: 1, unitValueMinor: 8_500, hsCode: '620193' },
    ],
  },
  {
    warehouseCode: 'AE-DXB',
    retailerTrackingNumber: 'NOON-AE-5532198',
    retailerName: 'Noon',
    carrier: 'Aramex',
    status: 'ready_to_send',
    receivedDaysAgo: 2,
    weight: { amount: 1.5, unit: 'Kg' },
    dimensions: { length: 25, width: 20, depth: 10, unit: 'Cm' },
    currency: 'AED',
    lineItems: [
      { description: 'Perfume 100 ml', quantity: 2, unitValueMinor: 25_000, hsCode: '330300' },
    ],
  },
  {
    warehouseCode: 'AE-DXB',
    retailerTrackingNumber: 'NOON-AE-5532199',
    retailerName: 'Namshi',
    carrier: 'Aramex',
    status: 'discarded',
    receivedDaysAgo: 50,
    weight: { amount: 0.4, unit: 'Kg' },
    dimensions: { length: 20, width: 15, depth: 5, unit: 'Cm' },
    currency: 'AED',
    lineItems: [
      { description: 'Phone case', quantity: 1, unitValueMinor: 4_500, hsCode: '420232' },
    ],
  },
  // The business company's two users have ready packages too (issue 11's demo): a SHIPPER ADMIN
  // and a SHIPPER each ship and pay on their own.
  {
    ownerEmail: 'business-admin@demo.skyparcel.test',
    warehouseCode: 'US-DE',
    retailerTrackingNumber: '1Z999BB10123456781',
    retailerName: 'Grainger',
    carrier: 'UPS',
    status: 'ready_to_send',
    receivedDaysAgo: 5,
    weight: { amount: 12.5, unit: 'Lb' },
    dimensions: { length: 20, width: 14, depth: 10, unit: 'In' },
    currency: 'USD',
    lineItems: [
      {
        description: 'Safety gloves (box of 50)',
        quantity: 4,
        unitValueMinor: 2_499,
        hsCode: '392620',
      },
    ],
  },
  {
    ownerEmail: 'business-admin@demo.skyparcel.test',
    warehouseCode: 'US-DE',
    retailerTrackingNumber: '1Z999BB10123456782',
    retailerName: 'Uline',
    carrier: 'UPS',
    status: 'ready_to_send',
    receivedDaysAgo: 3,
    weight: { amount: 8.0, unit: 'Lb' },
    dimensions: { length: 18, width: 12, depth: 8, unit: 'In' },
    currency: 'USD',
    lineItems: [
      {
        description: 'Packing tape (case of 36)',
        quantity: 1,
        unitValueMinor: 8_900,
        hsCode: '391910',
      },
    ],
  },
  {
    ownerEmail: 'business-user@demo.skyparcel.test',
    warehouseCode: 'GB-LON',
    retailerTrackingNumber: 'RM223456784GB',
    retailerName: 'RS Components',
    carrier: 'Royal Mail',
    status: 'ready_to_send',
    receivedDaysAgo: 6,
    weight: { amount: 2.3, unit: 'Kg' },
    dimensions: { length: 30, width: 22, depth: 12, unit: 'Cm' },
    currency: 'GBP',
    lineItems: [
      { description: 'Multimeter', quantity: 2, unitValueMinor: 4_950, hsCode: '903031' },
    ],
  },
  {
    ownerEmail: 'business-user@demo.skyparcel.test',
    warehouseCode: 'GB-LON',
    retailerTrackingNumber: 'RM223456785GB',
    retailerName: 'Farnell',
    carrier: 'Royal Mail',
    status: 'in_review',
    receivedDaysAgo: 0,
    weight: { amount: 0.8, unit: 'Kg' },
    dimensions: { length: 20, width: 15, depth: 8, unit: 'Cm' },
    currency: 'GBP',
    lineItems: [
      { description: 'Soldering station', quantity: 1, unitValueMinor: 11_900, hsCode: '851511' },
    ],
  },
];

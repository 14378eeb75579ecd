import { AIRLINE_AWB_PREFIX, formatAirWaybill } from '@skyparcel/domain/shipping';
import type { TrackingStatus } from '@skyparcel/domain/tracking';

/**
 * The customer whose shipments the public tracking demo shows (issue 12): Farah, brought over
 * from the old portal, so her many shipments crowd neither the demo customer's suite nor the
 * business users'. The API's seed makes them through the real use cases (receiving, the request,
 * the payment, packing, the scans); this file only says what each goes through.
 */
export const DEMO_SHIPMENTS_OWNER_EMAIL = 'migrated@demo.skyparcel.test';

/** Her address book: where the demo shipments go (one per destination country). */
export const DEMO_SHIPMENT_ADDRESSES = [
  {
    firstName: 'Farah',
    lastName: 'Nasser',
    street: 'Block 5, Street 21, House 14',
    city: 'Kuwait City',
    stateOrProvince: 'Al Asimah',
    zip: '13001',
    countryCode: 'KW',
    phoneCountryCode: '+965',
    phoneNumber: '5552 7788',
    addressType: 'home',
    shipperConsigneeAddressType: 'consignee',
    isDefault: true,
  },
  {
    firstName: 'Farah',
    lastName: 'Nasser',
    street: 'Prince Sultan Road 4120, Al Zahra',
    city: 'Jeddah',
    stateOrProvince: 'Makkah',
    zip: '23424',
    countryCode: 'SA',
    phoneCountryCode: '+966',
    phoneNumber: '55 123 4567',
    addressType: 'work',
    shipperConsigneeAddressType: 'consignee',
  },
  {
    firstName: 'Farah',
    lastName: 'Nasser',
    street: 'Villa 12, Street 8, Al Barsha 2',
    city: 'Dubai',
    stateOrProvince: 'Dubai',
    countryCode: 'AE',
    phoneCountryCode: '+971',
    phoneNumber: '050 765 4321',
    addressType: 'home',
    shipperConsigneeAddressType: 'consignee',
  },
] as const;

/** A place on the way: a city, and its airport while the shipment is at one. */
export type DemoStop = { location: string; airportCode: string | null };

export type DemoShipmentRoute = {
  warehouseCode: 'US-DE' | 'GB-LON' | 'AE-DXB';
  destinationCountryCode: 'KW' | 'SA' | 'AE';
  origin: DemoStop;
  /** The hub it changes planes at; null on a direct flight. */
  transit: DemoStop | null;
  destination: DemoStop;
  /** The last mile: the consignee's city, no airport. */
  door: DemoStop;
};

export type DemoShipmentSeed = {
  route: DemoShipmentRoute;
  /** False: paid and waiting in the packing queue ('preparing_package'). */
  isPacked: boolean;
  /** The scans after packing, oldest first; the last is the shipment's status. */
  scans: TrackingStatus[];
};

const JFK: DemoStop = { location: 'New York', airportCode: 'JFK' };
const LHR: DemoStop = { location: 'London', airportCode: 'LHR' };
const DXB: DemoStop = { location: 'Dubai', airportCode: 'DXB' };
const KWI: DemoStop = { location: 'Kuwait City', airportCode: 'KWI' };
const JED: DemoStop = { location: 'Jeddah', airportCode: 'JED' };

const US_TO_KUWAIT: DemoShipmentRoute = {
  warehouseCode: 'US-DE',
  destinationCountryCode: 'KW',
  origin: JFK,
  transit: DXB,
  destination: KWI,
  door: { location: 'Kuwait City', airportCode: null },
};
const UK_TO_JEDDAH: DemoShipmentRoute = {
  warehouseCode: 'GB-LON',
  destinationCountryCode: 'SA',
  origin: LHR,
  transit: DXB,
  destination: JED,
  door: { location: 'Jeddah', airportCode: null },
};
const DUBAI_TO_KUWAIT: DemoShipmentRoute = {
  warehouseCode: 'AE-DXB',
  destinationCountryCode: 'KW',
  origin: DXB,
  transit: null,
  destination: KWI,
  door: { location: 'Kuwait City', airportCode: null },
};
const UK_TO_DUBAI: DemoShipmentRoute = {
  warehouseCode: 'GB-LON',
  destinationCountryCode: 'AE',
  origin: LHR,
  transit: null,
  destination: DXB,
  door: { location: 'Dubai', airportCode: null },
};

/** The normal way to the door after packing, through a hub or straight. */
const VIA_HUB: TrackingStatus[] = [
  'departed_origin_airport',
  'arrived_transit_airport',
  'at_transit_sort_facility',
  'departed_transit_airport',
  'arrived_destination_airport',
  'at_destination_sort_facility',
  'undergoing_import_clearance',
  'arrived_at_facility',
  'out_for_delivery',
];

/** The scans of a route up to and including `status`. */
function upTo(route: DemoShipmentRoute, status: TrackingStatus): TrackingStatus[] {
  const way = route.transit
    ? VIA_HUB
    : VIA_HUB.filter((step) => !step.includes('transit') && step !== 'at_transit_sort_facility');
  return way.slice(0, way.indexOf(status) + 1);
}

/**
 * The demo shipments, in the order the seed makes them: every status a shipment can stand at
 * (all but 'package_received', which no ship request's shipment has: payment opens it at
 * 'preparing_package', decision 042), the exceptions and a delivery after one among them.
 */
export const DEMO_SHIPMENTS: DemoShipmentSeed[] = [
  { route: US_TO_KUWAIT, isPacked: false, scans: [] },
  { route: UK_TO_JEDDAH, isPacked: true, scans: [] },
  { route: US_TO_KUWAIT, isPacked: true, scans: upTo(US_TO_KUWAIT, 'departed_origin_airport') },
  { route: UK_TO_JEDDAH, isPacked: true, scans: upTo(UK_TO_JEDDAH, 'arrived_transit_airport') },
  { route: US_TO_KUWAIT, isPacked: true, scans: upTo(US_TO_KUWAIT, 'at_transit_sort_facility') },
  { route: UK_TO_JEDDAH, isPacked: true, scans: upTo(UK_TO_JEDDAH, 'departed_transit_airport') },
  {
    route: DUBAI_TO_KUWAIT,
    isPacked: true,
    scans: upTo(DUBAI_TO_KUWAIT, 'arrived_destination_airport'),
  },
  {
    route: US_TO_KUWAIT,
    isPacked: true,
    scans: upTo(US_TO_KUWAIT, 'at_destination_sort_facility'),
  },
  {
    route: US_TO_KUWAIT,
    isPacked: true,
    scans: upTo(US_TO_KUWAIT, 'undergoing_import_clearance'),
  },
  { route: UK_TO_DUBAI, isPacked: true, scans: upTo(UK_TO_DUBAI, 'arrived_at_facility') },
  { route: UK_TO_JEDDAH, isPacked: true, scans: upTo(UK_TO_JEDDAH, 'out_for_delivery') },
  {
    route: US_TO_KUWAIT,
    isPacked: true,
    scans: [...upTo(US_TO_KUWAIT, 'out_for_delivery'), 'delivered'],
  },
  {
    route: DUBAI_TO_KUWAIT,
    isPacked: true,
    scans: [...upTo(DUBAI_TO_KUWAIT, 'out_for_delivery'), 'undelivered'],
  },
  {
    route: UK_TO_JEDDAH,
    isPacked: true,
    scans: [...upTo(UK_TO_JEDDAH, 'out_for_delivery'), 'undelivered', 'return_to_hub'],
  },
  {
    route: US_TO_KUWAIT,
    isPacked: true,
    scans: [...upTo(US_TO_KUWAIT, 'out_for_delivery'), 'refused_by_recipient'],
  },
  {
    route: UK_TO_DUBAI,
    isPacked: true,
    scans: [
      ...upTo(UK_TO_DUBAI, 'out_for_delivery'),
      'undelivered',
      'return_to_hub',
      'out_for_delivery',
      'unable_to_deliver',
    ],
  },
  {
    route: UK_TO_JEDDAH,
    isPacked: true,
    scans: [
      ...upTo(UK_TO_JEDDAH, 'out_for_delivery'),
      'undelivered',
      'out_for_delivery',
      'delivered',
    ],
  },
];

/**
 * The air waybill serials of the demo's packed shipments, a range of their own given before
 * they are packed: the seed packs them in order, so their numbers are always these.
 */
export const DEMO_AIR_WAYBILL_RANGE = {
  airlinePrefix: AIRLINE_AWB_PREFIX,
  firstSerial: 4_900_000,
  lastSerial: 4_900_000 + DEMO_SHIPMENTS.filter((shipment) => shipment.isPacked).length - 1,
  nextSerial: 4_900_000,
  active: true,
};

/**
 * The first order number the demo shipments take: they are the first ship requests a fresh
 * database makes (the identity of `ship_requests.number` starts at 40000001).
 */
const FIRST_ORDER_NUMBER = 40_000_001;

/** The numbers the seed gives the demo shipment at `index` of DEMO_SHIPMENTS. */
export function demoShipmentNumbers(index: number) {
  const packedBefore = DEMO_SHIPMENTS.slice(0, index).filter((shipment) => shipment.isPacked);
  const serial = DEMO_AIR_WAYBILL_RANGE.firstSerial + packedBefore.length;
  return {
    airWaybillNumber: DEMO_SHIPMENTS[index]?.isPacked
      ? formatAirWaybill(DEMO_AIR_WAYBILL_RANGE.airlinePrefix, String(serial))
      : null,
    orderNumber: `XWF${String(FIRST_ORDER_NUMBER + index).padStart(8, '0')}`,
  };
}

const numbersOfLast = (status: TrackingStatus) => {
  const index = DEMO_SHIPMENTS.findIndex((shipment) => shipment.scans.at(-1) === status);
  const numbers = demoShipmentNumbers(index);
  return { airWaybillNumber: numbers.airWaybillNumber ?? '', orderNumber: numbers.orderNumber };
};

/** Numbers to try on the public tracking page (README, e2e tests). */
export const DEMO_TRACKING_NUMBERS = {
  delivered: numbersOfLast('delivered'),
  outForDelivery: numbersOfLast('out_for_delivery'),
  importClearance: numbersOfLast('undergoing_import_clearance'),
  atTransitHub: numbersOfLast('at_transit_sort_facility'),
  refusedByRecipient: numbersOfLast('refused_by_recipient'),
} as const;

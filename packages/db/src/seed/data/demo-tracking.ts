import type { TrackingStatus } from '@skyparcel/domain/tracking';

export type DemoTrackingEventSeed = {
  status: TrackingStatus;
  occurredAt: Date;
  location: string;
  /** Set while the shipment is at an airport; null at the warehouse and on the last mile. */
  airportCode: string | null;
};

export type DemoShipmentSeed = {
  airWaybillNumber: string;
  orderNumber: string;
  /** IATA codes of the first and the last airport, as an air waybill names them. */
  origin: string;
  destination: string;
  pieces: number;
  weightGrams: number;
  /** Oldest first; the last one is the shipment's current status. */
  events: DemoTrackingEventSeed[];
};

/**
 * The demo's "now". Timelines hang off a fixed instant rather than the clock so the tracking
 * page, the README and the tests always show the same history.
 */
export const DEMO_TRACKING_BASE_DATE = new Date('2025-06-16T12:00:00.000Z');

/**
 * Numbers to try on the public tracking page (README, e2e tests). Air waybills are IATA style:
 * prefix 701, seven-digit serial, then the serial modulo 7 as check digit.
 */
export const DEMO_TRACKING_NUMBERS = {
  delivered: { airWaybillNumber: '701-48216582', orderNumber: 'XWF30629072' },
  outForDelivery: { airWaybillNumber: '701-48216416', orderNumber: 'XWF33602037' },
  importClearance: { airWaybillNumber: '701-48216206', orderNumber: 'XWF30973060' },
  atTransitHub: { airWaybillNumber: '701-48215893', orderNumber: 'XWF38990608' },
  refusedByRecipient: { airWaybillNumber: '701-48216836', orderNumber: 'XWF37015764' },
} as const;

const WAREHOUSE_LOCATIONS = {
  'US-DE': 'New Castle, Delaware, United States',
  'GB-LON': 'London Heathrow, United Kingdom',
  'AE-DXB': 'Dubai Airport Freezone, United Arab Emirates',
} as const;

/** Where each station is, and its UTC offset so couriers ride out in local working hours. */
const STATIONS = {
  JFK: { location: 'New York, United States', utcOffsetHours: -4 },
  EWR: { location: 'Newark, United States', utcOffsetHours: -4 },
  PHL: { location: 'Philadelphia, United States', utcOffsetHours: -4 },
  IAD: { location: 'Washington Dulles, United States', utcOffsetHours: -4 },
  LHR: { location: 'London, United Kingdom', utcOffsetHours: 1 },
  MAN: { location: 'Manchester, United Kingdom', utcOffsetHours: 1 },
  DXB: { location: 'Dubai, United Arab Emirates', utcOffsetHours: 4 },
  DWC: { location: 'Dubai World Central, United Arab Emirates', utcOffsetHours: 4 },
  AUH: { location: 'Abu Dhabi, United Arab Emirates', utcOffsetHours: 4 },
  KWI: { location: 'Kuwait City, Kuwait', utcOffsetHours: 3 },
  RUH: { location: 'Riyadh, Saudi Arabia', utcOffsetHours: 3 },
  JED: { location: 'Jeddah, Saudi Arabia', utcOffsetHours: 3 },
  DMM: { location: 'Dammam, Saudi Arabia', utcOffsetHours: 3 },
} as const;

type WarehouseCode = keyof typeof WAREHOUSE_LOCATIONS;
type Station = keyof typeof STATIONS;

/** Block hours of the legs the demo flies; a missing leg fails the seed test, not the page. */
const FLIGHT_HOURS: Partial<Record<`${Station}-${Station}`, number>> = {
  'JFK-DXB': 12.5,
  'EWR-DXB': 12.5,
  'PHL-DXB': 13,
  'IAD-DXB': 13,
  'LHR-DXB': 7,
  'MAN-DXB': 7,
  'LHR-AUH': 7,
  'PHL-AUH': 13.5,
  'DXB-KWI': 1.75,
  'DXB-RUH': 2,
  'DXB-JED': 3,
  'DXB-DMM': 1.25,
  'DWC-RUH': 2,
};

type DemoRoute = {
  warehouse: WarehouseCode;
  origin: Station;
  /** Hub where the shipment changes aircraft; absent on a direct flight. */
  transit?: Station;
  destination: Station;
};

type DemoShipmentPlan = {
  airWaybillNumber: string;
  orderNumber: string;
  route: DemoRoute;
  lastStatus: TrackingStatus;
  pieces: number;
  weightGrams: number;
  /** How long before the base date the last event happened. */
  hoursAgo: number;
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Place = 'warehouse' | 'origin' | 'transit' | 'destination' | 'delivery';
type Step = { status: TrackingStatus; place: Place; afterHours: number };

/** Ways a last-mile attempt can end badly, each continuing after 'out_for_delivery'. */
const EXCEPTION_TAILS: Partial<Record<TrackingStatus, Step[]>> = {
  undelivered: [{ status: 'undelivered', place: 'delivery', afterHours: 6 }],
  return_to_hub: [
    { status: 'undelivered', place: 'delivery', afterHours: 6 },
    { status: 'return_to_hub', place: 'delivery', afterHours: 4 },
  ],
  refused_by_recipient: [{ status: 'refused_by_recipient', place: 'delivery', afterHours: 1 }],
  unable_to_deliver: [
    { status: 'undelivered', place: 'delivery', afterHours: 6 },
    { status: 'return_to_hub', place: 'delivery', afterHours: 4 },
    { status: 'out_for_delivery', place: 'delivery', afterHours: 16 },
    { status: 'unable_to_deliver', place: 'delivery', afterHours: 7 },
  ],
};

/**
 * One shipment per status at least, so every one of the 17 tracking statuses of spec section 4
 * is somebody's current status; transit statuses sit on routes through the Dubai hub.
 */
const DEMO_SHIPMENT_PLANS: DemoShipmentPlan[] = [
  {
    airWaybillNumber: '701-48215366',
    orderNumber: 'XWF35433012',
    route: { warehouse: 'US-DE', origin: 'JFK', transit: 'DXB', destination: 'KWI' },
    lastStatus: 'package_received',
    pieces: 1,
    weightGrams: 2_300,
    hoursAgo: 3,
  },
  {
    airWaybillNumber: '701-48215473',
    orderNumber: 'XWF32530829',
    route: { warehouse: 'GB-LON', origin: 'LHR', transit: 'DXB', destination: 'RUH' },
    lastStatus: 'preparing_package',
    pieces: 2,
    weightGrams: 5_400,
    hoursAgo: 5,
  },
  {
    airWaybillNumber: '701-48215510',
    orderNumber: 'XWF36624039',
    route: { warehouse: 'AE-DXB', origin: 'DXB', destination: 'KWI' },
    lastStatus: 'package_prepared',
    pieces: 1,
    weightGrams: 1_200,
    hoursAgo: 2,
  },
  {
    airWaybillNumber: '701-48215683',
    orderNumber: 'XWF30810111',
    route: { warehouse: 'US-DE', origin: 'JFK', destination: 'DXB' },
    lastStatus: 'departed_origin_airport',
    pieces: 3,
    weightGrams: 11_800,
    hoursAgo: 4,
  },
  {
    airWaybillNumber: '701-48215720',
    orderNumber: 'XWF31215279',
    route: { warehouse: 'US-DE', origin: 'JFK', transit: 'DXB', destination: 'KWI' },
    lastStatus: 'arrived_transit_airport',
    pieces: 1,
    weightGrams: 3_100,
    hoursAgo: 1,
  },
  {
    ...DEMO_TRACKING_NUMBERS.atTransitHub,
    route: { warehouse: 'GB-LON', origin: 'LHR', transit: 'DXB', destination: 'JED' },
    lastStatus: 'at_transit_sort_facility',
    pieces: 2,
    weightGrams: 6_700,
    hoursAgo: 1,
  },
  {
    airWaybillNumber: '701-48215930',
    orderNumber: 'XWF31579240',
    route: { warehouse: 'US-DE', origin: 'EWR', transit: 'DXB', destination: 'DMM' },
    lastStatus: 'departed_transit_airport',
    pieces: 1,
    weightGrams: 900,
    hoursAgo: 1,
  },
  {
    airWaybillNumber: '701-48216044',
    orderNumber: 'XWF36135241',
    route: { warehouse: 'GB-LON', origin: 'LHR', destination: 'AUH' },
    lastStatus: 'arrived_destination_airport',
    pieces: 1,
    weightGrams: 2_050,
    hoursAgo: 2,
  },
  {
    airWaybillNumber: '701-48216151',
    orderNumber: 'XWF39777560',
    route: { warehouse: 'US-DE', origin: 'PHL', transit: 'DXB', destination: 'RUH' },
    lastStatus: 'at_destination_sort_facility',
    pieces: 2,
    weightGrams: 8_400,
    hoursAgo: 1,
  },
  {
    ...DEMO_TRACKING_NUMBERS.importClearance,
    route: { warehouse: 'US-DE', origin: 'JFK', transit: 'DXB', destination: 'KWI' },
    lastStatus: 'undergoing_import_clearance',
    pieces: 1,
    weightGrams: 4_600,
    hoursAgo: 6,
  },
  {
    airWaybillNumber: '701-48216372',
    orderNumber: 'XWF38513358',
    route: { warehouse: 'AE-DXB', origin: 'DXB', destination: 'JED' },
    lastStatus: 'arrived_at_facility',
    pieces: 1,
    weightGrams: 1_750,
    hoursAgo: 4,
  },
  {
    ...DEMO_TRACKING_NUMBERS.outForDelivery,
    route: { warehouse: 'GB-LON', origin: 'LHR', transit: 'DXB', destination: 'KWI' },
    lastStatus: 'out_for_delivery',
    pieces: 1,
    weightGrams: 2_900,
    hoursAgo: 2,
  },
  {
    ...DEMO_TRACKING_NUMBERS.delivered,
    route: { warehouse: 'US-DE', origin: 'JFK', transit: 'DXB', destination: 'KWI' },
    lastStatus: 'delivered',
    pieces: 2,
    weightGrams: 7_250,
    hoursAgo: 30,
  },
  {
    airWaybillNumber: '701-48216626',
    orderNumber: 'XWF31441955',
    route: { warehouse: 'US-DE', origin: 'IAD', destination: 'DXB' },
    lastStatus: 'undelivered',
    pieces: 1,
    weightGrams: 1_500,
    hoursAgo: 3,
  },
  {
    airWaybillNumber: '701-48216792',
    orderNumber: 'XWF37275367',
    route: { warehouse: 'AE-DXB', origin: 'DWC', destination: 'RUH' },
    lastStatus: 'return_to_hub',
    pieces: 1,
    weightGrams: 3_300,
    hoursAgo: 8,
  },
  {
    ...DEMO_TRACKING_NUMBERS.refusedByRecipient,
    route: { warehouse: 'GB-LON', origin: 'MAN', destination: 'DXB' },
    lastStatus: 'refused_by_recipient',
    pieces: 1,
    weightGrams: 800,
    hoursAgo: 20,
  },
  {
    airWaybillNumber: '701-48216906',
    orderNumber: 'XWF31171979',
    route: { warehouse: 'US-DE', origin: 'EWR', transit: 'DXB', destination: 'JED' },
    lastStatus: 'unable_to_deliver',
    pieces: 1,
    weightGrams: 2_600,
    hoursAgo: 10,
  },
  {
    airWaybillNumber: '701-48217061',
    orderNumber: 'XWF34037655',
    route: { warehouse: 'GB-LON', origin: 'LHR', transit: 'DXB', destination: 'KWI' },
    lastStatus: 'delivered',
    pieces: 3,
    weightGrams: 14_200,
    hoursAgo: 75,
  },
  {
    airWaybillNumber: '701-48217116',
    orderNumber: 'XWF31521911',
    route: { warehouse: 'US-DE', origin: 'PHL', destination: 'AUH' },
    lastStatus: 'delivered',
    pieces: 1,
    weightGrams: 1_100,
    hoursAgo: 120,
  },
  {
    airWaybillNumber: '701-48217256',
    orderNumber: 'XWF39245038',
    route: { warehouse: 'US-DE', origin: 'JFK', transit: 'DXB', destination: 'RUH' },
    lastStatus: 'out_for_delivery',
    pieces: 2,
    weightGrams: 5_200,
    hoursAgo: 1,
  },
];

export const DEMO_SHIPMENTS: DemoShipmentSeed[] = DEMO_SHIPMENT_PLANS.map((plan) => ({
  airWaybillNumber: plan.airWaybillNumber,
  orderNumber: plan.orderNumber,
  origin: plan.route.origin,
  destination: plan.route.destination,
  pieces: plan.pieces,
  weightGrams: plan.weightGrams,
  events: buildTimeline(plan),
}));

/**
 * Lays the steps end to end, holding each delivery round until the next local morning, then
 * moves the whole timeline back by whole days (so local hours survive) until its last event is
 * at least `hoursAgo` before the base date.
 */
function buildTimeline(plan: DemoShipmentPlan): DemoTrackingEventSeed[] {
  const steps = stepsUntil(plan.route, plan.lastStatus);
  const totalHours = steps.reduce((sum, step) => sum + step.afterHours, 0);
  const latestAllowedMs = DEMO_TRACKING_BASE_DATE.getTime() - plan.hoursAgo * HOUR_MS;
  const utcOffsetHours = STATIONS[plan.route.destination].utcOffsetHours;

  let occurredAtMs = latestAllowedMs - totalHours * HOUR_MS;
  const times = steps.map((step) => {
    occurredAtMs += step.afterHours * HOUR_MS;
    if (step.status === 'out_for_delivery') {
      occurredAtMs = nextCourierRound(occurredAtMs, utcOffsetHours);
    }
    return occurredAtMs;
  });
  const lastMs = times.at(-1) ?? latestAllowedMs;
  const shiftMs = Math.ceil(Math.max(0, lastMs - latestAllowedMs) / DAY_MS) * DAY_MS;

  return steps.map((step, index) => ({
    status: step.status,
    occurredAt: new Date((times[index] ?? lastMs) - shiftMs),
    ...placeOf(plan.route, step),
  }));
}

/** Couriers leave between 08:30 and 17:00 local time; a later parcel waits for the morning. */
function nextCourierRound(utcMs: number, utcOffsetHours: number): number {
  const localMs = utcMs + utcOffsetHours * HOUR_MS;
  const localDayStartMs = Math.floor(localMs / DAY_MS) * DAY_MS;
  const localHour = (localMs - localDayStartMs) / HOUR_MS;
  if (localHour >= 8.5 && localHour < 17) {
    return utcMs;
  }
  const roundDayStartMs = localHour < 8.5 ? localDayStartMs : localDayStartMs + DAY_MS;
  return roundDayStartMs + 8.5 * HOUR_MS - utcOffsetHours * HOUR_MS;
}

/** The normal journey cut at `lastStatus`, or the journey to the door plus a failed ending. */
function stepsUntil(route: DemoRoute, lastStatus: TrackingStatus): Step[] {
  const journey = happyJourney(route);
  const tail = EXCEPTION_TAILS[lastStatus];
  const cutStatus = tail ? 'out_for_delivery' : lastStatus;
  const cutIndex = journey.findIndex((step) => step.status === cutStatus);
  if (cutIndex < 0) {
    throw new Error(`Demo route ${route.origin}-${route.destination} never reaches ${lastStatus}`);
  }
  return [...journey.slice(0, cutIndex + 1), ...(tail ?? [])];
}

function happyJourney(route: DemoRoute): Step[] {
  const flights: Step[] = route.transit
    ? [
        {
          status: 'arrived_transit_airport',
          place: 'transit',
          afterHours: flightHours(route.origin, route.transit),
        },
        { status: 'at_transit_sort_facility', place: 'transit', afterHours: 2 },
        { status: 'departed_transit_airport', place: 'transit', afterHours: 9 },
        {
          status: 'arrived_destination_airport',
          place: 'destination',
          afterHours: flightHours(route.transit, route.destination),
        },
      ]
    : [
        {
          status: 'arrived_destination_airport',
          place: 'destination',
          afterHours: flightHours(route.origin, route.destination),
        },
      ];

  return [
    { status: 'package_received', place: 'warehouse', afterHours: 0 },
    { status: 'preparing_package', place: 'warehouse', afterHours: 18 },
    { status: 'package_prepared', place: 'warehouse', afterHours: 6 },
    // Includes the truck from the warehouse to the airport and the cargo cut-off.
    { status: 'departed_origin_airport', place: 'origin', afterHours: 20 },
    ...flights,
    { status: 'at_destination_sort_facility', place: 'destination', afterHours: 2 },
    { status: 'undergoing_import_clearance', place: 'destination', afterHours: 3 },
    { status: 'arrived_at_facility', place: 'delivery', afterHours: 20 },
    { status: 'out_for_delivery', place: 'delivery', afterHours: 13 },
    { status: 'delivered', place: 'delivery', afterHours: 5 },
  ];
}

function flightHours(from: Station, to: Station): number {
  const hours = FLIGHT_HOURS[`${from}-${to}`];
  if (hours === undefined) {
    throw new Error(`No demo flight time for ${from}-${to}`);
  }
  return hours;
}

function placeOf(
  route: DemoRoute,
  step: Step,
): Pick<DemoTrackingEventSeed, 'location' | 'airportCode'> {
  switch (step.place) {
    case 'warehouse':
      return { location: WAREHOUSE_LOCATIONS[route.warehouse], airportCode: null };
    case 'origin':
      return { location: STATIONS[route.origin].location, airportCode: route.origin };
    case 'transit': {
      // Transit steps exist only on routes with a hub; the fallback just keeps the types total.
      const station = route.transit ?? route.origin;
      return { location: STATIONS[station].location, airportCode: station };
    }
    case 'destination':
      return { location: STATIONS[route.destination].location, airportCode: route.destination };
    case 'delivery':
      return { location: STATIONS[route.destination].location, airportCode: null };
  }
}

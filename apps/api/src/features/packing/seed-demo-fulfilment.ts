import { DEMO_STAFF_EMAIL, DEMO_SUITE_OWNER_EMAIL, demoCalendar } from '@skyparcel/db/seed';
import type { PackBox } from '@skyparcel/domain/packing';
import { listOwnedContacts } from '../../modules/contacts';
import { findWarehouse } from '../../modules/reference';
import { listOwnedShipRequests } from '../../modules/ship-requests';
import { findUserByEmail } from '../../modules/users';
import { type DemoScan, makeDemoShipment } from './make-demo-shipment';
import type { PackingDeps } from './pack-ship-request';

type DemoStep = Omit<DemoScan, 'at'>;

const DEPARTED: DemoStep = {
  status: 'departed_origin_airport',
  location: 'New York',
  airportCode: 'JFK',
};
const ARRIVED: DemoStep = {
  status: 'arrived_destination_airport',
  location: 'Kuwait City',
  airportCode: 'KWI',
};
const CUSTOMS: DemoStep = {
  status: 'undergoing_import_clearance',
  location: 'Kuwait City',
  airportCode: 'KWI',
};
const OUT: DemoStep = { status: 'out_for_delivery', location: 'Salmiya', airportCode: null };

/**
 * The demo's requests after payment (issue 12), one per state, each the demo customer's own at
 * US-DE to the Kuwait home, and what each went through after packing.
 */
const DEMO_REQUESTS: { name: string; heavy: boolean; pack: boolean; steps: DemoStep[] }[] = [
  { name: 'waiting', heavy: false, pack: false, steps: [] },
  { name: 'heavier', heavy: true, pack: true, steps: [] },
  { name: 'departed', heavy: false, pack: true, steps: [DEPARTED] },
  { name: 'customs', heavy: false, pack: true, steps: [DEPARTED, ARRIVED, CUSTOMS] },
  {
    name: 'delivered',
    heavy: false,
    pack: true,
    steps: [
      DEPARTED,
      ARRIVED,
      CUSTOMS,
      OUT,
      { status: 'delivered', location: 'Salmiya', airportCode: null },
    ],
  },
  {
    name: 'refused',
    heavy: false,
    pack: true,
    steps: [
      DEPARTED,
      ARRIVED,
      CUSTOMS,
      OUT,
      { status: 'refused_by_recipient', location: 'Salmiya', airportCode: null },
    ],
  },
];

const BOX: PackBox = {
  weight: { amount: 1.2, unit: 'Kg' },
  dimensions: { length: 30, width: 20, depth: 10, unit: 'Cm' },
};
const HEAVY_BOX: PackBox = {
  weight: { amount: 3.4, unit: 'Kg' },
  dimensions: { length: 40, width: 30, depth: 25, unit: 'Cm' },
};

/**
 * The demo (issue 12, decision 043): ship requests of the demo customer in every state after
 * payment (one paid waiting in the packing queue, one packed heavier than paid with its unpaid
 * weight difference, departed, at customs, delivered, refused), made through the real use cases:
 * receiving, the quote, the request, the payment (account credit granted first, settled by
 * `settlePayment`, decision 039), packing and the tracking events (`makeDemoShipment`). Their past is laid out over the last days. Nothing is e-mailed (the mailer given is the
 * caller's). Runs at every start and adds nothing once the demo customer has a paid request.
 */
export async function seedDemoFulfilment(deps: PackingDeps) {
  const { db } = deps;
  const [owner, clerk, found] = await Promise.all([
    findUserByEmail(db, DEMO_SUITE_OWNER_EMAIL),
    findUserByEmail(db, DEMO_STAFF_EMAIL),
    findWarehouse(db, 'US-DE'),
  ]);
  const home = owner
    ? (await listOwnedContacts(db, owner.id)).find((row) => row.countryCode === 'KW')
    : undefined;
  if (!owner || !clerk || !found || !home) {
    return;
  }
  const paidBefore = await listOwnedShipRequests(db, owner, {
    statuses: ['paid', 'preparing', 'packed', 'departed', 'delivered'],
  });
  if (paidBefore.length > 0) {
    return;
  }

  // One request a day, the last one's story (two days of scans after packing) ending before now.
  const calendar = demoCalendar(deps.clock());
  const daysAgo = DEMO_REQUESTS.length + 2;
  for (const [index, demo] of DEMO_REQUESTS.entries()) {
    const at = (hours: number) => calendar.at(daysAgo - index, hours);
    const made = await makeDemoShipment(deps, {
      owner,
      clerk,
      warehouseId: found.warehouse.id,
      contact: home,
      receipt: demoReceipt(index),
      options: ['FRG'],
      specialInstructions: 'Please call before delivery.',
      start: at(0),
      boxes: demo.pack ? (demo.heavy ? [HEAVY_BOX, HEAVY_BOX] : [BOX]) : null,
      scans: demo.steps.map((step, number) => ({ ...step, at: at(26 + number * 6) })),
    });
    if (!made) {
      return;
    }
  }
}

function demoReceipt(index: number) {
  return {
    retailerName: 'Amazon',
    retailerTrackingNumber: `1Z999DEMO${String(index + 1).padStart(8, '0')}`,
    carrier: 'UPS',
    weight: { amount: 1.2, unit: 'Kg' },
    dimensions: { length: 30, width: 20, depth: 10, unit: 'Cm' },
    pieces: [{ receptacleId: 'R1', value: { amount: 89.99, currency: 'USD' } }],
    lineItems: [
      {
        inventoryId: 'INV-1',
        description: 'Headphones',
        quantity: 1,
        valuePerUnit: { amount: 89.99, currency: 'USD' },
        hsCode: '8518.30',
        declaredValue: { amount: 89.99, currency: 'USD' },
      },
    ],
  };
}

import { randomUUID } from 'node:crypto';
import { DEMO_STAFF_EMAIL, DEMO_SUITE_OWNER_EMAIL } from '@skyparcel/db/seed';
import { toMoneyDto } from '@skyparcel/domain/money';
import { ReceivePackageBodySchema } from '@skyparcel/domain/packages';
import type { PackBox } from '@skyparcel/domain/packing';
import { CreateShipRequestBodySchema } from '@skyparcel/domain/ship-requests';
import type { TrackingStatus } from '@skyparcel/domain/tracking';
import { listOwnedContacts } from '../../modules/contacts';
import { insertReceivedPackage, movePackage } from '../../modules/packages';
import { shipRequestPayments } from '../../modules/payments';
import { quoteForPackages } from '../../modules/pricing';
import { findWarehouse } from '../../modules/reference';
import { createShipRequest, listOwnedShipRequests } from '../../modules/ship-requests';
import { findShipmentOfRequest, recordTrackingEvent } from '../../modules/tracking';
import { findUserByEmail } from '../../modules/users';
import { type PackingDeps, packShipRequest } from './pack-ship-request';

type DemoStep = { status: TrackingStatus; location: string; airportCode: string | null };

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
 * receiving, the quote, the request, the payment's marking, packing and the tracking events.
 * Their past is laid out over the last days. Nothing is e-mailed (the mailer given is the
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
  const paidBefore = await listOwnedShipRequests(db, owner.id, {
    statuses: ['paid', 'preparing', 'packed', 'departed', 'delivered'],
  });
  if (paidBefore.length > 0) {
    return;
  }

  const start = deps.clock().getTime() - DEMO_REQUESTS.length * DAY;
  for (const [index, demo] of DEMO_REQUESTS.entries()) {
    const at = (hours: number) => new Date(start + index * DAY + hours * HOUR);
    const pkg = await db.transaction(async (tx) => {
      const received = await insertReceivedPackage(tx, {
        body: ReceivePackageBodySchema.parse(demoReceipt(owner.suiteNumber ?? '', index)),
        warehouseId: found.warehouse.id,
        ownerUserId: owner.id,
        clerkUserId: clerk.id,
        now: at(0),
      });
      return movePackage(tx, received, 'ready_to_send', 'staff', {
        actorUserId: clerk.id,
        now: at(1),
      });
    });
    const packageIds = [pkg.id];
    const { quote } = await quoteForPackages(deps, {
      userId: owner.id,
      packageIds,
      destination: home.countryCode,
      options: ['FRG'],
    });
    const created = await createShipRequest(deps, {
      userId: owner.id,
      body: CreateShipRequestBodySchema.parse({
        packageIds,
        contactId: home.id,
        options: ['FRG'],
        specialInstructions: 'Please call before delivery.',
        valuesConfirmed: true,
        quotedTotal: toMoneyDto(quote.total),
      }),
    });
    if (!created.ok) {
      return;
    }
    const { shipRequest } = created;
    await db.transaction((tx) =>
      shipRequestPayments.markPaid(tx, {
        charged: [
          {
            id: shipRequest.id,
            amountMinor: shipRequest.totalMinor,
            currency: shipRequest.currency,
          },
        ],
        paymentId: randomUUID(),
        paidAt: at(2),
      }),
    );
    if (!demo.pack) {
      continue;
    }

    const staff = { id: clerk.id, role: clerk.role };
    await packShipRequest({ ...deps, clock: () => at(20) }, staff, shipRequest.id, {
      boxes: demo.heavy ? [HEAVY_BOX, HEAVY_BOX] : [BOX],
      checklist: ['FRG', 'instructions'],
    });
    const shipment = await findShipmentOfRequest(db, shipRequest.id);
    for (const [step, event] of demo.steps.entries()) {
      await recordTrackingEvent(deps, {
        shipmentId: shipment?.id ?? '',
        ...event,
        occurredAt: at(26 + step * 6),
        source: 'staff',
        recordedBy: clerk.id,
      });
    }
  }
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function demoReceipt(suiteNumber: string, index: number) {
  return {
    suiteNumber,
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

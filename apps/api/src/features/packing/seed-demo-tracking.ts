import {
  DEMO_AIR_WAYBILL_RANGE,
  DEMO_SHIPMENT_ADDRESSES,
  DEMO_SHIPMENTS,
  DEMO_SHIPMENTS_OWNER_EMAIL,
  DEMO_STAFF_EMAIL,
  type DemoShipmentRoute,
  demoCalendar,
} from '@skyparcel/db/seed';
import { ContactBodySchema } from '@skyparcel/domain/contacts';
import type { PackBox } from '@skyparcel/domain/packing';
import type { TrackingStatus } from '@skyparcel/domain/tracking';
import { addAirWaybillRange } from '../../modules/air-waybills';
import { addContact, listOwnedContacts } from '../../modules/contacts';
import { findWarehouse } from '../../modules/reference';
import { listOwnedShipRequests } from '../../modules/ship-requests';
import { findUserByEmail } from '../../modules/users';
import { type DemoScan, makeDemoShipment } from './make-demo-shipment';
import type { PackingDeps } from './pack-ship-request';

/** The demo's stories end about a day ago: each starts an hour after the one before it. */
const STORY_DAYS = 7;

const BOX: PackBox = {
  weight: { amount: 2.1, unit: 'Kg' },
  dimensions: { length: 35, width: 25, depth: 15, unit: 'Cm' },
};

/**
 * The shipments of the public tracking demo (issue 12; numbers in the README): Farah's requests,
 * one per status a shipment can stand at (`DEMO_SHIPMENTS`), made as a user's actions make them
 * (`makeDemoShipment`: received, requested, paid with credit, packed, scanned). They are the first
 * ship requests of a fresh database and are packed from a range of their own, so their order
 * numbers and air waybills are always the same. Runs at every start: once Farah has a ship
 * request it adds nothing. Nothing is e-mailed (the caller's mailer).
 */
export async function seedDemoTracking(deps: PackingDeps) {
  const { db } = deps;
  const [owner, clerk] = await Promise.all([
    findUserByEmail(db, DEMO_SHIPMENTS_OWNER_EMAIL),
    findUserByEmail(db, DEMO_STAFF_EMAIL),
  ]);
  if (!owner || !clerk || (await listOwnedShipRequests(db, owner)).length > 0) {
    return;
  }
  const caller = { id: owner.id, actingAdminId: null };
  if ((await listOwnedContacts(db, owner.id)).length === 0) {
    for (const address of DEMO_SHIPMENT_ADDRESSES) {
      await addContact(db, caller, ContactBodySchema.parse(address));
    }
  }
  const contacts = await listOwnedContacts(db, owner.id);
  await addAirWaybillRange(db, DEMO_AIR_WAYBILL_RANGE);

  const calendar = demoCalendar(deps.clock());
  for (const [index, demo] of DEMO_SHIPMENTS.entries()) {
    const { route } = demo;
    const [found, contact] = [
      await findWarehouse(db, route.warehouseCode),
      contacts.find((row) => row.countryCode === route.destinationCountryCode),
    ];
    if (!found || !contact) {
      return;
    }
    const at = (hours: number) => calendar.at(STORY_DAYS, index + hours);
    const made = await makeDemoShipment(deps, {
      owner,
      clerk,
      warehouseId: found.warehouse.id,
      contact,
      receipt: demoReceipt(index),
      options: [],
      specialInstructions: null,
      start: at(0),
      boxes: demo.isPacked ? [BOX] : null,
      scans: demo.scans.map(
        (status, step): DemoScan => ({ status, ...stopOf(route, status), at: at(26 + step * 6) }),
      ),
    });
    if (!made) {
      return;
    }
  }
}

/** Where a shipment is scanned at a status: an airport of its route, or the consignee's city. */
function stopOf(route: DemoShipmentRoute, status: TrackingStatus) {
  if (status === 'departed_origin_airport') {
    return route.origin;
  }
  if (status.includes('transit')) {
    return route.transit ?? route.origin;
  }
  if (
    status === 'arrived_destination_airport' ||
    status === 'at_destination_sort_facility' ||
    status === 'undergoing_import_clearance'
  ) {
    return route.destination;
  }
  return route.door;
}

function demoReceipt(index: number) {
  const value = { amount: 45 + index * 5, currency: 'USD' };
  return {
    retailerName: 'Amazon',
    retailerTrackingNumber: `1Z999TRACK${String(index + 1).padStart(7, '0')}`,
    carrier: 'UPS',
    weight: BOX.weight,
    dimensions: BOX.dimensions,
    pieces: [{ receptacleId: 'R1', value }],
    lineItems: [
      {
        inventoryId: 'INV-1',
        description: 'Books',
        quantity: 1,
        valuePerUnit: value,
        hsCode: '4901.99',
        declaredValue: value,
      },
    ],
  };
}

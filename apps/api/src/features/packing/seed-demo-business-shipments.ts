import { DEMO_STAFF_EMAIL, demoCalendar } from '@skyparcel/db/seed';
import { ContactBodySchema } from '@skyparcel/domain/contacts';
import type { PackBox } from '@skyparcel/domain/packing';
import { addContact, listOwnedContacts } from '../../modules/contacts';
import { findWarehouse } from '../../modules/reference';
import { listOwnedShipRequests } from '../../modules/ship-requests';
import { DEMO_ACCOUNTS, findUserByEmail, type UserRow } from '../../modules/users';
import { type DemoScan, makeDemoShipment } from './make-demo-shipment';
import type { PackingDeps } from './pack-ship-request';

/** The company's Dubai office, where its shipments go (the UAE asks no identity: decision 047). */
const DUBAI_OFFICE = {
  firstName: 'Demo',
  lastName: 'Trading',
  street: 'Office 804, Al Moosa Tower 2',
  street2: 'Sheikh Zayed Road',
  city: 'Dubai',
  stateOrProvince: 'Dubai',
  countryCode: 'AE',
  phoneCountryCode: '+971',
  phoneNumber: '050 765 4321',
  addressType: 'work',
  shipperConsigneeAddressType: 'consignee',
  isDefault: true,
} as const;

type Plan = {
  /** Days before today the package was received (hour 0 of its story). */
  daysAgo: number;
  warehouse: 'US-DE' | 'GB-LON';
  /** Days from departure to delivery; null: still on its way. */
  transitDays: number | null;
  /** Declared value in the warehouse's currency: above AED 1,000 the UAE charges duty and VAT. */
  value: number;
  kilograms: number;
};

/**
 * Twelve weeks of Demo Trading LLC's shipments (issue 15, decision 055), for the reports page:
 * one about every eleven days on two lanes, most delivered within the promised 7 days, two late,
 * one still on its way, a few valuable enough for duty and VAT. Eight, because each is the real
 * path (about 0.4 s on a quiet machine) and the demo starts at every `npm start` and e2e run;
 * each moment within the demo calendar (`demoCalendar`, decision 057), whose exchange-rate
 * months the reference seed writes.
 */
const PLANS: Plan[] = [
  { daysAgo: 80, warehouse: 'US-DE', transitDays: 5, value: 120, kilograms: 2.4 },
  { daysAgo: 69, warehouse: 'GB-LON', transitDays: 6, value: 80, kilograms: 1.1 },
  { daysAgo: 58, warehouse: 'US-DE', transitDays: 9, value: 480, kilograms: 3.2 },
  { daysAgo: 47, warehouse: 'US-DE', transitDays: 4, value: 95, kilograms: 1.6 },
  { daysAgo: 36, warehouse: 'GB-LON', transitDays: 11, value: 410, kilograms: 2.7 },
  { daysAgo: 25, warehouse: 'US-DE', transitDays: 6, value: 520, kilograms: 4.1 },
  { daysAgo: 14, warehouse: 'GB-LON', transitDays: 5, value: 60, kilograms: 0.8 },
  { daysAgo: 4, warehouse: 'US-DE', transitDays: null, value: 150, kilograms: 2.0 },
];

const AIRPORTS = {
  'US-DE': { location: 'New York', airportCode: 'JFK' },
  'GB-LON': { location: 'London', airportCode: 'LHR' },
} as const;

/**
 * Demo Trading LLC's shipments of the last twelve weeks (issue 15): its two users (the shipper,
 * and the admin every third one) ship to the company's Dubai office through the real path of
 * `makeDemoShipment` (received, asked, paid with credit, packed, scanned: departed, delivered).
 * Nothing is e-mailed. Runs at every start and adds nothing once the company's shipper has a
 * paid request. Only the `npm start` demo runs it (prepare-database.ts), never the API tests.
 */
export async function seedDemoBusinessShipments(deps: PackingDeps) {
  const { db } = deps;
  const emails = (['SHIPPER', 'SHIPPER ADMIN'] as const).flatMap((role) =>
    DEMO_ACCOUNTS.filter((account) => account.role === role).map((account) => account.email),
  );
  const [clerk, ...shippers] = await Promise.all(
    [DEMO_STAFF_EMAIL, ...emails].map((email) => findUserByEmail(db, email)),
  );
  const owners = shippers.filter((user): user is UserRow => user !== undefined);
  const [first] = owners;
  if (!clerk || !first) {
    return;
  }
  const paidBefore = await listOwnedShipRequests(db, first, {
    statuses: ['paid', 'preparing', 'packed', 'departed', 'delivered'],
  });
  if (paidBefore.length > 0) {
    return;
  }

  const offices = new Map<string, { id: string; countryCode: string }>();
  for (const owner of owners) {
    const caller = { id: owner.id, actingAdminId: null };
    let office = (await listOwnedContacts(db, owner.id)).find((row) => row.countryCode === 'AE');
    office ??= await addContact(db, caller, ContactBodySchema.parse(DUBAI_OFFICE));
    offices.set(owner.id, office);
  }
  const calendar = demoCalendar(deps.clock());
  for (const [index, plan] of PLANS.entries()) {
    const owner = owners[index % 3 === 2 ? owners.length - 1 : 0] ?? first;
    const found = await findWarehouse(db, plan.warehouse);
    const office = offices.get(owner.id);
    if (!found || !office) {
      return;
    }
    const departedHours = 30;
    const airport = AIRPORTS[plan.warehouse];
    const scans: DemoScan[] = [
      {
        status: 'departed_origin_airport',
        ...airport,
        at: calendar.at(plan.daysAgo, departedHours),
      },
    ];
    if (plan.transitDays !== null) {
      scans.push({
        status: 'delivered',
        location: 'Dubai',
        airportCode: null,
        at: calendar.at(plan.daysAgo, departedHours + plan.transitDays * 24),
      });
    }
    const made = await makeDemoShipment(deps, {
      owner,
      clerk,
      warehouseId: found.warehouse.id,
      contact: office,
      receipt: demoReceipt(index, plan, found.warehouse.currency),
      options: [],
      specialInstructions: null,
      start: calendar.at(plan.daysAgo),
      boxes: [box(plan.kilograms)],
      scans,
    });
    if (!made) {
      return;
    }
  }
}

function box(kilograms: number): PackBox {
  return {
    weight: { amount: kilograms, unit: 'Kg' },
    dimensions: { length: 40, width: 30, depth: 20, unit: 'Cm' },
  };
}

function demoReceipt(index: number, plan: Plan, currency: string) {
  const value = { amount: plan.value, currency };
  return {
    retailerName: 'Demo Supplier',
    retailerTrackingNumber: `1ZBIZDEMO${String(index + 1).padStart(6, '0')}`,
    carrier: 'UPS',
    weight: { amount: plan.kilograms, unit: 'Kg' },
    dimensions: { length: 40, width: 30, depth: 20, unit: 'Cm' },
    pieces: [{ receptacleId: 'R1', value }],
    lineItems: [
      {
        inventoryId: `BIZ-${index + 1}`,
        description: 'Office supplies',
        quantity: 1,
        valuePerUnit: value,
        hsCode: '4820.10',
        declaredValue: value,
      },
    ],
  };
}

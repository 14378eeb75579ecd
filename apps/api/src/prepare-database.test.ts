import { type DbHandle, openDb, schema } from '@skyparcel/db';
import { count, eq, inArray } from 'drizzle-orm';
import { afterEach, expect, test } from 'vitest';
import { DEMO_SANDBOX_TOKEN } from './modules/payments';
import { loadConfig } from './plugins/env';
import { prepareDatabase } from './prepare-database';
import { PRODUCTION_ENV } from './testing/production-env';
import { TEST_AUTH_SECRET } from './testing/test-auth-secret';

// Migrating a fresh database takes a while on a busy machine.
let handle: DbHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

async function rowsOf(db: DbHandle['db']) {
  const [users] = await db.select({ n: count() }).from(schema.users);
  const [shipments] = await db.select({ n: count() }).from(schema.trackedShipments);
  const [countries] = await db.select({ n: count() }).from(schema.countries);
  return { users: users?.n, shipments: shipments?.n, countries: countries?.n };
}

test('production seeds the reference data and never the demo accounts or shipments', async () => {
  handle = await openDb({ kind: 'pglite', dataDir: undefined });
  await prepareDatabase(handle, loadConfig(PRODUCTION_ENV), PRODUCTION_ENV.AUTH_SECRET);
  const rows = await rowsOf(handle.db);
  expect(rows.countries).toBeGreaterThan(0);
  expect(rows).toMatchObject({ users: 0, shipments: 0 });
  // The README's demo coupons would take money off every shipment of a deployed server.
  expect(await handle.db.select().from(schema.coupons)).toEqual([]);
  expect(await handle.db.select().from(schema.invoices)).toEqual([]);
}, 120_000);

test('development seeds the living demo', async () => {
  handle = await openDb({ kind: 'pglite', dataDir: undefined });
  await prepareDatabase(handle, loadConfig({ NODE_ENV: 'development' }), TEST_AUTH_SECRET);
  const rows = await rowsOf(handle.db);
  expect(rows.users).toBeGreaterThan(0);
  expect(rows.shipments).toBeGreaterThan(0);
  // The demo customer's saved sandbox card (issue 11), for "pay with a saved card".
  const coupons = await handle.db.select({ code: schema.coupons.code }).from(schema.coupons);
  expect(coupons.map((coupon) => coupon.code).sort()).toEqual(['SAVE5', 'SUMMER2025', 'WELCOME10']);
  const cards = await handle.db.select().from(schema.savedCards);
  expect(cards).toEqual([
    expect.objectContaining({ gatewayToken: DEMO_SANDBOX_TOKEN, last4: '4242', isDefault: true }),
  ]);
  // Its two shipping preferences, which the wizard preselects (decision 041).
  const preferences = await handle.db.select().from(schema.userShippingPreferences);
  expect(preferences.map((row) => row.optionCode).sort()).toEqual(['EPK', 'FRG']);
  // The business company's invoices by the demo admin (decision 051): one owed, one credited.
  const invoices = await handle.db
    .select({ kind: schema.invoices.kind, outstanding: schema.invoices.outstandingMinor })
    .from(schema.invoices)
    .where(inArray(schema.invoices.kind, ['manual', 'credit_note']));
  expect(invoices.map((row) => `${row.kind} ${row.outstanding}`).sort()).toEqual([
    'credit_note 0',
    'manual 0',
    'manual 2500',
  ]);
  // Demo Trading LLC's EDI uploads (decision 054): one failed on a bad row, one booked.
  const uploads = await handle.db
    .select({ file: schema.ediUploads.originalFileName, status: schema.ediUploads.status })
    .from(schema.ediUploads)
    .orderBy(schema.ediUploads.serialNumber);
  expect(uploads).toEqual([
    { file: 'demo-april-bookings.csv', status: 'failed' },
    { file: 'demo-march-bookings.csv', status: 'success' },
  ]);
  expect(await handle.db.select().from(schema.ediBookings)).toHaveLength(3);
  // Demo Trading LLC's twelve weeks of shipments for its reports (decision 055): two lanes,
  // delivered but one, through the real path (each has its paid shipping invoice).
  const business = await handle.db
    .select({
      warehouse: schema.warehouses.code,
      destination: schema.shipRequests.destinationCountryCode,
      deliveredAt: schema.shipRequests.deliveredAt,
      invoice: schema.invoices.number,
    })
    .from(schema.shipRequests)
    .innerJoin(schema.users, eq(schema.users.id, schema.shipRequests.userId))
    .innerJoin(schema.companies, eq(schema.companies.id, schema.users.companyId))
    .innerJoin(schema.warehouses, eq(schema.warehouses.id, schema.shipRequests.warehouseId))
    .innerJoin(schema.invoices, eq(schema.invoices.shipRequestId, schema.shipRequests.id))
    .where(eq(schema.companies.customerId, 'SKEC1001'));
  expect(business).toHaveLength(8);
  expect(new Set(business.map((row) => `${row.warehouse} ${row.destination}`))).toEqual(
    new Set(['US-DE AE', 'GB-LON AE']),
  );
  expect(business.filter((row) => row.deliveredAt !== null)).toHaveLength(7);
}, 120_000);

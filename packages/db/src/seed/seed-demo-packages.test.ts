import type { PACKAGE_STATUSES } from '@skyparcel/domain/packages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type DbHandle, openDb } from '../client';
import { migrateDb } from '../migrate';
import * as schema from '../schema/index';
import { DEMO_PACKAGES, DEMO_STAFF_EMAIL, DEMO_SUITE_OWNER_EMAIL } from './data/demo-packages';
import { seedDemoPackages } from './seed-demo-packages';
import { seedReferenceData } from './seed-reference-data';

const BUSINESS_EMAILS = ['business-admin@demo.skyparcel.test', 'business-user@demo.skyparcel.test'];

let handle: DbHandle;

beforeAll(async () => {
  handle = await openDb({ kind: 'pglite', dataDir: undefined });
  await migrateDb(handle);
  await seedReferenceData(handle.db);
  // The API seeds the demo accounts (it owns password hashing); two bare rows stand in here.
  await handle.db.insert(schema.users).values([
    { email: DEMO_SUITE_OWNER_EMAIL, firstName: 'Layla', lastName: 'Haddad', isApproved: true },
    { email: DEMO_STAFF_EMAIL, firstName: 'Claire', lastName: 'Martin', role: 'STAFF' },
    ...BUSINESS_EMAILS.map((email) => ({
      email,
      firstName: 'Omar',
      lastName: 'Saleh',
      isApproved: true,
      role: 'SHIPPER' as const,
    })),
  ]);
  await seedDemoPackages(handle.db);
});
afterAll(async () => handle.close());

async function rows(table: typeof schema.packages | typeof schema.packageLineItems) {
  const [row] = await handle.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

test('gives the demo customer a suite number, a locker per warehouse and a dozen packages', async () => {
  const [owner] = await handle.db
    .select()
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_SUITE_OWNER_EMAIL));
  expect(owner?.suiteNumber).toBe('SP100001');
  const lockers = await handle.db.select().from(schema.packageLockers);
  expect(lockers).toHaveLength(3 * 3);
  expect(await rows(schema.packages)).toBe(DEMO_PACKAGES.length);
  expect(DEMO_PACKAGES.length).toBeGreaterThanOrEqual(12);
  expect(await rows(schema.packageLineItems)).toBeGreaterThan(10);
});

test('covers the suite tabs and all three warehouses, and puts the clerk at every warehouse', async () => {
  const statuses = new Set(DEMO_PACKAGES.map((demo) => demo.status));
  for (const status of [
    'in_review',
    'action_required',
    'ready_to_send',
    'preparing',
    'delivered',
  ]) {
    expect(statuses.has(status as (typeof PACKAGE_STATUSES)[number]), status).toBe(true);
  }
  expect(new Set(DEMO_PACKAGES.map((demo) => demo.warehouseCode)).size).toBe(3);
  expect(await handle.db.select().from(schema.staffWarehouses)).toHaveLength(3);
  const services = await handle.db.select().from(schema.additionalServicePrices);
  expect(services.length).toBe(9);
});

test('a second run adds nothing', async () => {
  const before = await rows(schema.packages);
  await seedDemoPackages(handle.db);
  expect(await rows(schema.packages)).toBe(before);
  expect(await handle.db.select().from(schema.packageLockers)).toHaveLength(3 * 3);
});

test("gives each of the business company's users ready packages of their own", async () => {
  for (const email of BUSINESS_EMAILS) {
    const [user] = await handle.db.select().from(schema.users).where(eq(schema.users.email, email));
    const owned = await handle.db
      .select({ status: schema.packages.status })
      .from(schema.packages)
      .where(eq(schema.packages.userId, user?.id ?? ''));
    expect(owned.filter((pkg) => pkg.status === 'ready_to_send').length, email).toBeGreaterThan(0);
  }
});

import { schema } from '@skyparcel/db';
import { DEMO_CART_TRACKING_NUMBER, DEMO_SUITE_OWNER_EMAIL } from '@skyparcel/db/seed';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { systemClock } from '../../lib/clock';
import { as } from '../../testing/as';
import { buildTestApp } from '../../testing/build-test-app';
import type { TestUser } from '../../testing/build-user';
import { sessionFor } from '../../testing/session-for';
import { seedDemoShipRequest } from './seed-demo-ship-request';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let demo: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  demo = await sessionFor(ctx.db, DEMO_SUITE_OWNER_EMAIL);
});
afterAll(async () => ctx.close());

test('the demo customer has two saved addresses and one unpaid request in the cart', async () => {
  const contacts = (await as(ctx.app, demo).get('/api/user/contacts')).json();
  expect(contacts.map((row: { countryCode: string }) => row.countryCode)).toEqual(['KW', 'AE']);
  expect(contacts[0].isDefault).toBe(true);

  const cart = (await as(ctx.app, demo).get('/api/payment/pendingpayment')).json();
  expect(cart.requests).toHaveLength(1);
  expect(cart.requests[0]).toMatchObject({
    warehouseCode: 'GB-LON',
    destinationCode: 'KW',
    packageCount: 1,
    packages: [{ retailerTrackingNumber: DEMO_CART_TRACKING_NUMBER }],
  });
  expect(cart.totals).toHaveLength(1);
  expect((await as(ctx.app, demo).get('/api/state')).json().hasDebts).toBe(true);
});

test('ready packages wait at two warehouses, a pair of them at one (worth consolidating)', async () => {
  const [owner] = await ctx.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_SUITE_OWNER_EMAIL));
  const ready = await ctx.db
    .select({ code: schema.warehouses.code })
    .from(schema.packages)
    .innerJoin(schema.warehouses, eq(schema.warehouses.id, schema.packages.warehouseId))
    .where(
      and(eq(schema.packages.userId, owner?.id ?? ''), eq(schema.packages.status, 'ready_to_send')),
    );
  const count = (code: string) => ready.filter((row) => row.code === code).length;
  expect(count('US-DE')).toBeGreaterThanOrEqual(2);
  expect(count('AE-DXB')).toBeGreaterThanOrEqual(1);

  const [first = ''] = (
    await as(ctx.app, demo).get('/api/warehouses/byCountry/US/packages?tab=readyToSend')
  )
    .json()
    .items.map((item: { id: string }) => item.id);
  const suggestion = await as(ctx.app, demo).post(
    '/api/shipping/country/KW/consolidate-package-suggestions',
    [first],
  );
  expect(suggestion.statusCode, suggestion.body).toBe(200);
  expect(suggestion.json().suggestions.length).toBeGreaterThanOrEqual(1);
  expect(suggestion.json().saving.amount).toBeGreaterThan(0);
});

test('seeding again adds nothing', async () => {
  await seedDemoShipRequest({ db: ctx.db, clock: systemClock });
  const requests = (await as(ctx.app, demo).get('/api/shipping/requests')).json();
  expect(requests).toHaveLength(1);
  expect((await as(ctx.app, demo).get('/api/user/contacts')).json()).toHaveLength(2);
});

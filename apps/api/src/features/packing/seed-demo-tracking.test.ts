import { readFile } from 'node:fs/promises';
import { schema } from '@skyparcel/db';
import {
  DEMO_SHIPMENTS,
  DEMO_SHIPMENTS_OWNER_EMAIL,
  DEMO_TRACKING_NUMBERS,
  demoShipmentNumbers,
} from '@skyparcel/db/seed';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { systemClock } from '../../lib/clock';
import { buildTestApp } from '../../testing/build-test-app';
import { seedDemoTracking } from './seed-demo-tracking';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  // The template ran the seed already, as every start does (testing/template-db.ts).
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

async function requestsOfOwner() {
  return ctx.db
    .select({
      id: schema.shipRequests.id,
      number: schema.shipRequests.number,
      status: schema.shipRequests.status,
    })
    .from(schema.shipRequests)
    .innerJoin(schema.users, eq(schema.users.id, schema.shipRequests.userId))
    .where(eq(schema.users.email, DEMO_SHIPMENTS_OWNER_EMAIL))
    .orderBy(asc(schema.shipRequests.number));
}

test('each demo shipment is an ordinary paid ship request with the numbers and timeline planned', async () => {
  const requests = await requestsOfOwner();
  expect(requests).toHaveLength(DEMO_SHIPMENTS.length);
  for (const [index, planned] of DEMO_SHIPMENTS.entries()) {
    const numbers = demoShipmentNumbers(index);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/tracking?keyword=${numbers.orderNumber}`,
    });
    const [found] = response.json().results;
    const timeline = [
      'package_received',
      'preparing_package',
      ...(planned.isPacked ? ['package_prepared'] : []),
      ...planned.scans,
    ];
    expect(found, numbers.orderNumber).toMatchObject({
      orderNumber: numbers.orderNumber,
      airWaybillNumber: numbers.airWaybillNumber,
      status: timeline.at(-1),
    });
    expect(found.events.map((event: { status: string }) => event.status)).toEqual(timeline);

    // Paid as a customer pays: one succeeded payment, settled, covered by account credit.
    const request = requests[index];
    const payments = await ctx.db
      .select({ gateway: schema.payments.gateway, settledAt: schema.payments.settledAt })
      .from(schema.paymentItems)
      .innerJoin(schema.payments, eq(schema.payments.id, schema.paymentItems.paymentId))
      .where(
        and(
          eq(schema.paymentItems.shipRequestId, request?.id ?? ''),
          eq(schema.payments.status, 'succeeded'),
        ),
      );
    expect(payments).toEqual([{ gateway: 'covered', settledAt: expect.any(Date) }]);
  }
});

test("the README's demo tracking numbers are the ones the seed makes, with the status it names", async () => {
  const readme = await readFile(new URL('../../../../../README.md', import.meta.url), 'utf8');
  const rows = [...readme.matchAll(/^\s*\| (701-\d{8}) \| (XWF\d{8}) \| ([a-z ]+) \|$/gm)].map(
    ([, airWaybillNumber, orderNumber, status]) => ({ airWaybillNumber, orderNumber, status }),
  );
  expect(
    rows.map(({ airWaybillNumber, orderNumber }) => ({ airWaybillNumber, orderNumber })),
  ).toEqual(Object.values(DEMO_TRACKING_NUMBERS));
  for (const row of rows) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/tracking?keyword=${row.airWaybillNumber},${row.orderNumber}`,
    });
    const statuses = response
      .json()
      .results.map((result: { status: string }) => result.status.replaceAll('_', ' '));
    expect(statuses, row.airWaybillNumber).toEqual([row.status, row.status]);
  }
});

test('seeding again adds nothing (the seed runs at every start)', async () => {
  const before = await requestsOfOwner();
  await seedDemoTracking({
    db: ctx.db,
    clock: systemClock,
    mailer: { sendMany: async () => undefined },
    publicUrl: 'http://localhost',
  });
  expect(await requestsOfOwner()).toEqual(before);
});

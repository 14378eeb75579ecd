import { schema } from '@skyparcel/db';
import { DEMO_SUITE_OWNER_EMAIL } from '@skyparcel/db/seed';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { systemClock } from '../../lib/clock';
import { as } from '../../testing/as';
import { buildTestApp } from '../../testing/build-test-app';
import { sessionFor } from '../../testing/session-for';
import { seedDemoFulfilment } from './seed-demo-fulfilment';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  const deps = {
    db: ctx.db,
    clock: systemClock,
    mailer: { sendMany: async () => undefined },
    publicUrl: 'http://localhost',
  };
  await seedDemoFulfilment(deps);
  // At every start: the second run adds nothing.
  await seedDemoFulfilment(deps);
}, 120_000);
afterAll(async () => ctx.close());

test('the demo customer has requests in every state after payment, made by the real use cases', async () => {
  const demo = await sessionFor(ctx.db, DEMO_SUITE_OWNER_EMAIL);
  const rows = await ctx.db
    .select({
      id: schema.shipRequests.id,
      status: schema.shipRequests.status,
      airWaybillNumber: schema.shipRequests.airWaybillNumber,
    })
    .from(schema.shipRequests)
    .where(eq(schema.shipRequests.userId, demo.user.id))
    .orderBy(schema.shipRequests.number);
  expect(rows.map((row) => row.status)).toEqual([
    'awaiting_payment',
    'paid',
    'packed',
    'departed',
    'departed',
    'delivered',
    'departed',
  ]);

  const lastEvents: string[] = [];
  for (const row of rows.slice(3)) {
    const [shipment] = await ctx.db
      .select()
      .from(schema.trackedShipments)
      .where(eq(schema.trackedShipments.shipRequestId, row.id));
    expect(shipment?.airWaybillNumber).toBe(row.airWaybillNumber);
    const events = await ctx.db
      .select({ status: schema.trackingEvents.status, at: schema.trackingEvents.occurredAt })
      .from(schema.trackingEvents)
      .where(eq(schema.trackingEvents.shipmentId, shipment?.id ?? ''))
      .orderBy(schema.trackingEvents.occurredAt);
    lastEvents.push(events.at(-1)?.status ?? '');
  }
  expect(lastEvents).toEqual([
    'departed_origin_airport',
    'undergoing_import_clearance',
    'delivered',
    'refused_by_recipient',
  ]);

  // Each paid one was paid as a customer pays: one succeeded payment, settled, covered by the
  // credit granted to the demo customer (decision 039); the cart's request has none.
  const succeeded = await ctx.db
    .select({ shipRequestId: schema.paymentItems.shipRequestId, gateway: schema.payments.gateway })
    .from(schema.paymentItems)
    .innerJoin(schema.payments, eq(schema.payments.id, schema.paymentItems.paymentId))
    .where(and(eq(schema.payments.userId, demo.user.id), eq(schema.payments.status, 'succeeded')));
  expect(succeeded.map((row) => row.shipRequestId).sort()).toEqual(
    rows
      .slice(1)
      .map((row) => row.id)
      .sort(),
  );
  expect(new Set(succeeded.map((row) => row.gateway))).toEqual(new Set(['covered']));
  const settled = await ctx.db
    .select({ settledAt: schema.payments.settledAt })
    .from(schema.payments)
    .where(eq(schema.payments.userId, demo.user.id));
  expect(settled.every((row) => row.settledAt !== null)).toBe(true);

  // The heavier one carries its unpaid weight difference, which the customer sees.
  const heavier = rows[2]?.id ?? '';
  const charges = await as(ctx.app, demo).get(
    `/api/shipping/requests/${heavier}/additional-charges`,
  );
  expect(charges.json()).toEqual([
    expect.objectContaining({ kind: 'weight_difference', isPaid: false }),
  ]);
  // The paid one waits in the demo clerk's queue of US-DE.
  const clerk = await sessionFor(ctx.db, 'staff@demo.skyparcel.test');
  const [usDe] = await ctx.db
    .select({ id: schema.warehouses.id })
    .from(schema.warehouses)
    .where(eq(schema.warehouses.code, 'US-DE'));
  const queue = await as(ctx.app, clerk).get(
    `/api/staff/warehouses/${usDe?.id}/ship-requests?status=paid`,
  );
  expect(queue.json().map((item: { id: string }) => item.id)).toContain(rows[1]?.id);
});

import { schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from '../../testing/as';
import { buildPackage } from '../../testing/build-package';
import { buildPaidShipRequest, packForTest } from '../../testing/build-paid-ship-request';
import { buildShipRequest } from '../../testing/build-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, buildUser } from '../../testing/build-user';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const SUMMARY = '/api/UserProfile/get-shippment-summary';
const TOTALIZERS = '/api/UserProfile/totalizers';

describe('GET /api/UserProfile/get-shippment-summary and /totalizers', () => {
  test('a new customer has empty figures; a visitor gets 401', async () => {
    const sara = await buildCustomer(ctx.db);
    const summary = await as(ctx.app, sara).get(SUMMARY);
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({
      year: new Date().getUTCFullYear(),
      shipmentsThisYear: 0,
      packagesWaiting: 0,
      weightShippedGrams: 0,
      spent: [],
      savedByCoupons: [],
      savedByMembership: [],
      savedByConsolidation: [],
      shipmentsByMonth: Array.from({ length: 12 }, () => 0),
    });
    expect((await as(ctx.app, sara).get(TOTALIZERS)).json()).toEqual({
      packagesWaiting: 0,
      shipRequestsAwaitingPayment: 0,
      shipmentsOnTheWay: 0,
      shipmentsDelivered: 0,
    });
    for (const path of [SUMMARY, TOTALIZERS]) {
      const visitor = await as(ctx.app, null).get(path);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  test('counts the caller’s own paid shipments, packed weight, spending and waiting packages only', async () => {
    const sara = await buildCustomer(ctx.db);
    const omar = await buildCustomer(ctx.db);
    const clerk = await buildUser(ctx.db, { role: 'STAFF', warehouses: ['US-DE'] });
    await buildPackage(ctx.db, { owner: sara, status: 'in_review' });
    await buildPackage(ctx.db, { owner: sara, status: 'ready_to_send' });
    const paid = await buildPaidShipRequest(ctx.app, ctx.db, sara);
    await packForTest(ctx.db, paid.id, clerk);
    await buildShipRequest(ctx.app, ctx.db, sara);
    await buildPaidShipRequest(ctx.app, ctx.db, omar, { packages: 2 });

    // Paid from account credit: what was spent is the total before the credit line.
    const [row] = await ctx.db
      .select({ lines: schema.shipRequests.quoteLines })
      .from(schema.shipRequests)
      .where(eq(schema.shipRequests.id, paid.id));
    const credit = row?.lines.find((line) => line.code === 'CREDIT')?.amount.amountMinor ?? 0;
    expect(credit).toBeLessThan(0);

    const summary = (await as(ctx.app, sara).get(SUMMARY)).json();
    expect(summary).toMatchObject({
      shipmentsThisYear: 1,
      packagesWaiting: 2,
      weightShippedGrams: 2_500,
      spent: [{ amountMinor: paid.totalMinor - credit, currency: paid.currency }],
    });
    expect(summary.shipmentsByMonth[new Date().getUTCMonth()]).toBe(1);
    expect((await as(ctx.app, sara).get(TOTALIZERS)).json()).toEqual({
      packagesWaiting: 2,
      shipRequestsAwaitingPayment: 1,
      shipmentsOnTheWay: 1,
      shipmentsDelivered: 0,
    });
    expect((await as(ctx.app, omar).get(SUMMARY)).json().shipmentsThisYear).toBe(1);
  });

  test('a paid request of two packages keeps the freight they saved together; one package saves none', async () => {
    const sara = await buildCustomer(ctx.db);
    const single = await buildPaidShipRequest(ctx.app, ctx.db, sara, { packages: 1 });
    const both = await buildPaidShipRequest(ctx.app, ctx.db, sara, { packages: 2 });
    const savings = await ctx.db
      .select({
        id: schema.shipRequests.id,
        minor: schema.shipRequests.consolidationSavingMinor,
        currency: schema.shipRequests.currency,
      })
      .from(schema.shipRequests)
      .where(eq(schema.shipRequests.userId, sara.user.id));
    const savingOf = (id: string) => savings.find((row) => row.id === id);
    expect(savingOf(single.id)?.minor).toBe(0);
    const saved = savingOf(both.id);
    // Two parcels alone pay two first half-kilos; together they pay one.
    expect(saved?.minor).toBeGreaterThan(0);

    const summary = (await as(ctx.app, sara).get(SUMMARY)).json();
    expect(summary.savedByConsolidation).toEqual([
      { amountMinor: saved?.minor, currency: saved?.currency },
    ]);
  });
});

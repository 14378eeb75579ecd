import { schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildPackage } from '../../testing/build-package';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer } from '../../testing/build-user';
import { findStorageDaysOf, runStorageFeePass } from './index';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

function passAt(now: Date) {
  return runStorageFeePass({ db: ctx.db, clock: () => now });
}

test('writes each chargeable day once, however often and however concurrently the pass runs', async () => {
  const customer = await buildCustomer(ctx.db);
  const receivedAt = new Date('2026-05-01T09:00:00Z');
  const pkg = await buildPackage(ctx.db, { owner: customer, warehouse: 'US-DE', receivedAt });
  const at = (days: number) => new Date(receivedAt.getTime() + days * DAY + 60_000);

  // US-DE keeps 30 days free, then USD 1.00 a day.
  await passAt(at(30));
  expect(await findStorageDaysOf(ctx.db, pkg.id)).toEqual([]);

  await passAt(at(32));
  await passAt(at(32));
  await Promise.all([passAt(at(33)), passAt(at(33)), passAt(at(33))]);
  const days = await findStorageDaysOf(ctx.db, pkg.id);
  expect(days.map((day) => day.dayNumber)).toEqual([31, 32, 33]);
  expect(days[0]).toMatchObject({
    amountMinor: 100,
    currency: 'USD',
    invoiceId: null,
    dayEndsAt: new Date(receivedAt.getTime() + 31 * DAY),
  });
});

test('packages that left storage or have no owner accrue nothing', async () => {
  const customer = await buildCustomer(ctx.db);
  const receivedAt = new Date('2026-06-01T09:00:00Z');
  const left = await buildPackage(ctx.db, { owner: customer, receivedAt });
  await ctx.db
    .update(schema.packages)
    .set({ status: 'preparing', storageStoppedAt: new Date(receivedAt.getTime() + 10 * DAY) })
    .where(eq(schema.packages.id, left.id));
  const unassigned = await buildPackage(ctx.db, { owner: null, receivedAt });
  await passAt(new Date(receivedAt.getTime() + 40 * DAY));
  expect(await findStorageDaysOf(ctx.db, left.id)).toEqual([]);
  expect(await findStorageDaysOf(ctx.db, unassigned.id)).toEqual([]);
});

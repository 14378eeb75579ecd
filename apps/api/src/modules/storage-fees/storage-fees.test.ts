import { schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildPackage } from '../../testing/build-package';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer } from '../../testing/build-user';
import { findOwnedPackage } from '../packages';
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

test('bills last month’s days of packages still stored on one service invoice per customer, once', async () => {
  const customer = await buildCustomer(ctx.db);
  const receivedAt = new Date('2026-05-01T09:00:00Z');
  const stored = await buildPackage(ctx.db, { owner: customer, receivedAt });
  const second = await buildPackage(ctx.db, { owner: customer, receivedAt });
  const shipped = await buildPackage(ctx.db, { owner: customer, receivedAt });
  await passAt(new Date('2026-06-20T10:00:00Z'));
  // It left with a ship request: its quote counted its days, the monthly invoice must not.
  await ctx.db
    .update(schema.packages)
    .set({ status: 'awaiting_payment', storageStoppedAt: new Date('2026-06-21T10:00:00Z') })
    .where(eq(schema.packages.id, shipped.id));

  // The first passes of July, twice and at once: days 31 to 60 (ended before July) billed once.
  const july = new Date('2026-07-01T01:00:00Z');
  const results = await Promise.all([passAt(july), passAt(july)]);
  await passAt(new Date('2026-07-01T02:00:00Z'));
  expect(results.map((result) => result.invoicesIssued).sort()).toEqual([0, 1]);

  const invoices = await ctx.db
    .select()
    .from(schema.invoices)
    .where(eq(schema.invoices.userId, customer.user.id));
  expect(invoices).toHaveLength(1);
  const [invoice] = invoices;
  expect(invoice).toMatchObject({
    kind: 'service',
    currency: 'USD',
    statementCode: 'STORAGE',
    statementParams: { month: '2026-06' },
    billedMinor: 6_000,
    outstandingMinor: 6_000,
    doneBy: null,
  });
  expect(invoice?.number).toMatch(/^SV-2026-\d{6}$/);
  const lines = await ctx.db
    .select()
    .from(schema.invoiceLines)
    .where(eq(schema.invoiceLines.invoiceId, invoice?.id ?? ''))
    .orderBy(schema.invoiceLines.position);
  expect(lines.map((line) => line.packageId)).toEqual([stored.id, second.id]);
  expect(lines[0]).toMatchObject({
    code: 'STORAGE',
    quantity: 30,
    unitPriceMinor: 100,
    totalPriceMinor: 3_000,
    params: { days: 30, fromDay: 31, toDay: 60 },
  });
  const days = await findStorageDaysOf(ctx.db, stored.id);
  expect(days.filter((day) => day.invoiceId === invoice?.id).map((day) => day.dayNumber)).toEqual(
    Array.from({ length: 30 }, (_, index) => 31 + index),
  );
  expect((await findStorageDaysOf(ctx.db, shipped.id)).every((day) => day.invoiceId === null)).toBe(
    true,
  );

  // A quote now prices only the days no invoice billed: the package read it uses carries them.
  const read = await findOwnedPackage(ctx.db, customer.user, stored.id);
  expect(read?.billedStorageDays).toBe(30);
});

import { randomUUID } from 'node:crypto';
import { schema } from '@skyparcel/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { as } from '../../testing/as';
import { buildPackage } from '../../testing/build-package';
import { buildPaidShipRequest } from '../../testing/build-paid-ship-request';
import { buildShipRequest } from '../../testing/build-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, type TestCustomer } from '../../testing/build-user';
import { listInvoicesOfShipRequest } from '../invoices';
import { findOwnedPackage } from '../packages';
import { billStoredPackages } from './bill-stored-packages';
import { accrueStorageDays, findStorageDaysOf, runStorageFeePass } from './index';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

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

/** A moment in the month after `now`'s: its monthly billing takes every day written before it. */
function nextMonthOf(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 1));
}

/**
 * A ready package received 45 and a half days ago (US-DE: 30 days free, then USD 1.00 a day),
 * so the quote (real clock) counts days 31..45 and no day ends near the test's moments.
 */
async function packageStoredSinceLongAgo(customer: TestCustomer, now: Date) {
  return buildPackage(ctx.db, {
    owner: customer,
    status: 'ready_to_send',
    receivedAt: new Date(now.getTime() - 45 * DAY - 12 * HOUR),
  });
}

/** Each invoice's STORAGE line of one package: the days it billed and their total. */
async function storageLinesOf(packageId: string) {
  const lines = await ctx.db
    .select({
      invoiceId: schema.invoiceLines.invoiceId,
      params: schema.invoiceLines.params,
      packageId: schema.invoiceLines.packageId,
      totalPriceMinor: schema.invoiceLines.totalPriceMinor,
    })
    .from(schema.invoiceLines)
    .where(eq(schema.invoiceLines.code, 'STORAGE'));
  return lines
    .filter((line) => line.packageId === packageId || line.params.packageId === packageId)
    .map((line) => ({
      invoiceId: line.invoiceId,
      // The monthly line counts `days`; the shipping line keeps the quote's `chargeableDays`.
      days: Number(line.params.days ?? line.params.chargeableDays),
      totalPriceMinor: line.totalPriceMinor,
    }));
}

/** How many days of a package each invoice billed, by its rows. */
async function rowsPerInvoice(packageId: string) {
  const counts = new Map<string | null, number>();
  for (const day of await findStorageDaysOf(ctx.db, packageId)) {
    counts.set(day.invoiceId, (counts.get(day.invoiceId) ?? 0) + 1);
  }
  return counts;
}

test('a shipped package’s unbilled days point to its shipping invoice, which billed exactly them', async () => {
  const now = new Date();
  const customer = await buildCustomer(ctx.db);
  const pkg = await packageStoredSinceLongAgo(customer, now);
  // Days 31..35 were written ten days ago and billed by a monthly invoice; 36..45 since.
  await accrueStorageDays(ctx.db, new Date(now.getTime() - 10 * DAY));
  await billStoredPackages({ db: ctx.db, now: nextMonthOf(now) });
  await accrueStorageDays(ctx.db, now);

  const request = await buildPaidShipRequest(ctx.app, ctx.db, customer, { packageIds: [pkg.id] });
  const [invoice] = await listInvoicesOfShipRequest(ctx.db, request.id);
  const days = await findStorageDaysOf(ctx.db, pkg.id);
  const monthlyInvoiceId = days[0]?.invoiceId;
  expect(monthlyInvoiceId).toEqual(expect.any(String));
  expect(
    days.filter((day) => day.invoiceId === monthlyInvoiceId).map((day) => day.dayNumber),
  ).toEqual([31, 32, 33, 34, 35]);
  const shipped = days.filter((day) => day.invoiceId === invoice?.id);
  expect(shipped.map((day) => day.dayNumber)).toEqual([36, 37, 38, 39, 40, 41, 42, 43, 44, 45]);
  // The shipping invoice's line and the rows it points at agree, day for day and cent for cent.
  expect(await storageLinesOf(pkg.id)).toEqual([
    { invoiceId: monthlyInvoiceId, days: 5, totalPriceMinor: 500 },
    { invoiceId: invoice?.id, days: 10, totalPriceMinor: 1_000 },
  ]);
  expect(shipped.reduce((sum, day) => sum + day.amountMinor, 0)).toBe(1_000);

  // The next month's pass writes and bills nothing more of it.
  await runStorageFeePass({ db: ctx.db, clock: () => nextMonthOf(now) });
  const invoices = await ctx.db
    .select({ id: schema.invoices.id })
    .from(schema.invoices)
    .where(eq(schema.invoices.userId, customer.user.id));
  expect(invoices).toHaveLength(2);
  expect(await rowsPerInvoice(pkg.id)).toEqual(
    new Map([
      [monthlyInvoiceId, 5],
      [invoice?.id, 10],
    ]),
  );
});

test('a monthly pass racing the ship request and then its payment bills each day once', async () => {
  const now = new Date();
  const customer = await buildCustomer(ctx.db);
  const pkg = await packageStoredSinceLongAgo(customer, now);
  await accrueStorageDays(ctx.db, now);
  await ctx.db
    .insert(schema.accountCredits)
    .values({ userId: customer.user.id, amountMinor: 1_000_000, currency: 'USD', reason: 'test' });
  const create = () =>
    buildShipRequest(ctx.app, ctx.db, customer, {
      packageIds: [pkg.id],
      choices: { justCredit: true },
    });
  const bill = () => billStoredPackages({ db: ctx.db, now: nextMonthOf(now) });

  // Whichever goes first: a monthly invoice before the create makes the customer's quote stale
  // (PRICE_CHANGED), and the customer quotes again without the billed days.
  const [request] = await Promise.all([create().catch(create), bill()]);
  const pay = () =>
    as(ctx.app, customer).post(
      '/api/payment/invoices',
      { shipRequestIds: [request.id] },
      { headers: { 'idempotency-key': randomUUID() } },
    );
  const [paid] = await Promise.all([pay(), bill()]);
  expect(paid.statusCode, paid.body).toBe(200);

  const lines = await storageLinesOf(pkg.id);
  expect(lines.reduce((sum, line) => sum + line.days, 0)).toBe(15);
  expect(lines.reduce((sum, line) => sum + line.totalPriceMinor, 0)).toBe(1_500);
  const rows = await rowsPerInvoice(pkg.id);
  expect(rows.has(null)).toBe(false);
  expect(rows).toEqual(new Map(lines.map((line) => [line.invoiceId, line.days])));
  const [shipping] = await ctx.db
    .select({ id: schema.invoices.id })
    .from(schema.invoices)
    .where(
      and(eq(schema.invoices.shipRequestId, request.id), eq(schema.invoices.kind, 'shipping')),
    );
  expect(shipping).toBeDefined();
});

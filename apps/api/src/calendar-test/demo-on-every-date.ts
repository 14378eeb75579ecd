import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DbHandle, openDb, schema } from '@skyparcel/db';
import { DEMO_SUITE_OWNER_EMAIL, utcMonthOf } from '@skyparcel/db/seed';
import { and, count, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Clock } from '../lib/clock';
import { quoteForPackages } from '../modules/pricing';
import { findUserByEmail } from '../modules/users';
import { loadConfig } from '../plugins/env';
import { prepareDatabase } from '../prepare-database';
import { calendarMoments } from '../testing/calendar-dates';
import { TEST_AUTH_SECRET } from '../testing/test-auth-secret';

/**
 * The calendar test of one zone (decision 057): the whole demo preparation, exactly as `npm start`
 * runs it on the embedded database (`prepareDatabase` with the development settings), under an
 * injected clock, in a process whose `TZ` is `zone`.
 * - A fresh start on `freshKeys`, the zone's share of the set's hardest moments (a month whose
 *   story reaches back three months, the year's end, 29 February, the clock changes), then a
 *   delivery priced at that moment.
 * - The living demo started today on the real clock (the twin of the pinned runs, made once by
 *   global-setup.ts), restarted on every moment of the set in order, months later (`.data/`
 *   kept): each restart writes the new month's exchange rates, and a delivery is priced at that
 *   moment with that month's rates.
 */
export function describeDemoCalendar(zone: string, freshKeys: readonly string[]) {
  process.env.TZ = zone;
  const moments = calendarMoments(zone);
  let migrated: Blob;
  let demoToday: Blob;
  let uploads: string;

  beforeAll(async () => {
    process.env.TZ = zone;
    migrated = new Blob([await readFile(inject('migratedTemplate'))]);
    demoToday = new Blob([await readFile(inject('demoToday'))]);
    uploads = await mkdtemp(join(tmpdir(), 'skyparcel-calendar-'));
  });
  afterAll(async () => {
    await rm(uploads, { recursive: true, force: true });
  });

  const config = () => loadConfig({ NODE_ENV: 'development', UPLOADS_DIR: uploads });
  const copyOf = (template: Blob) =>
    openDb({ kind: 'pglite', dataDir: undefined, loadDataDir: template });

  describe(`in ${zone}`, () => {
    test('the process runs in the zone', () => {
      const expected = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions()
        .timeZone;
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(expected);
    });

    const share = moments.filter((moment) => freshKeys.includes(moment.key));
    test('its fresh starts are moments of the set', () => {
      expect(share).toHaveLength(freshKeys.length);
    });
    test.each(share)('a fresh demo starts and prices a delivery on $name', async ({ at }) => {
      const handle = await copyOf(migrated);
      try {
        const clock: Clock = () => new Date(at);
        await prepareDatabase(handle, config(), TEST_AUTH_SECRET, clock);
        await expectWholeDemo(handle, at);
        await expectDeliveryPriced(handle, at);
      } finally {
        await handle.close();
      }
    });

    test('a living demo started today restarts on every moment of the set', async () => {
      // The demo as `npm start` made it today, on the real clock (global-setup.ts).
      const handle = await copyOf(demoToday);
      try {
        await expectWholeDemo(handle, new Date());
        for (const { at } of moments) {
          await prepareDatabase(handle, config(), TEST_AUTH_SECRET, () => new Date(at));
          await expectDeliveryPriced(handle, at);
        }
      } finally {
        await handle.close();
      }
    });
  });
}

/** Every part of the demo is there, and none of its story lies after `now`. */
async function expectWholeDemo(handle: DbHandle, now: Date) {
  const { db } = handle;
  const [requests] = await db
    .select({ n: count() })
    .from(schema.shipRequests)
    .where(eq(schema.shipRequests.status, 'delivered'));
  // The tracking demo's, the fulfilment's and Demo Trading LLC's delivered requests.
  expect(requests?.n).toBeGreaterThanOrEqual(10);
  const [uploads] = await db.select({ n: count() }).from(schema.ediUploads);
  expect(uploads?.n).toBe(2);
  const [event] = await db
    .select({ at: max(schema.trackingEvents.occurredAt) })
    .from(schema.trackingEvents);
  const [receipt] = await db.select({ at: max(schema.packages.receivedAt) }).from(schema.packages);
  expect(event?.at?.getTime()).toBeLessThanOrEqual(now.getTime());
  expect(receipt?.at?.getTime()).toBeLessThanOrEqual(now.getTime());
}

/**
 * The demo customer prices shipping their ready packages of every warehouse to their Kuwait
 * home at `at`, converted with the rates of `at`'s UTC month (spec section 9).
 */
async function expectDeliveryPriced(handle: DbHandle, at: Date) {
  const { db } = handle;
  const customer = await findUserByEmail(db, DEMO_SUITE_OWNER_EMAIL);
  if (!customer) {
    throw new Error('the demo customer is missing');
  }
  const ready = await db
    .select({ id: schema.packages.id, warehouseId: schema.packages.warehouseId })
    .from(schema.packages)
    .where(
      and(eq(schema.packages.userId, customer.id), eq(schema.packages.status, 'ready_to_send')),
    );
  const warehouses = [...new Set(ready.map((row) => row.warehouseId))];
  expect(warehouses.length).toBeGreaterThanOrEqual(2);
  for (const warehouseId of warehouses) {
    const packageIds = ready.filter((row) => row.warehouseId === warehouseId).map((row) => row.id);
    const { context, quote } = await quoteForPackages(
      { db, clock: () => new Date(at) },
      { viewer: customer, packageIds, destination: 'KW' },
    );
    expect(context.exchangeRateMonth).toBe(utcMonthOf(at));
    expect(quote.total.amountMinor).toBeGreaterThan(0);
  }
  const [rates] = await db
    .select({ n: count() })
    .from(schema.exchangeRates)
    .where(and(eq(schema.exchangeRates.month, utcMonthOf(at)), gt(schema.exchangeRates.rate, '0')));
  expect(rates?.n).toBeGreaterThan(0);
}

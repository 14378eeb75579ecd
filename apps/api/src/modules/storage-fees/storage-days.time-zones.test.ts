import { type DbHandle, schema } from '@skyparcel/db';
import { storageDays } from '@skyparcel/domain/packages';
import { instantArb, inTimeZoneAsync, timeZoneArb } from '@skyparcel/domain/testing';
import { isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { buildPackage } from '../../testing/build-package';
import { buildCustomer, type TestCustomer } from '../../testing/build-user';
import { freeStorageDaysOf } from '../../testing/free-storage-days';
import { inDatabaseZone } from '../../testing/in-database-zone';
import { cloneTemplate } from '../../testing/template-db';
import { accrueStorageDays, findStorageDaysOf } from './index';

// Decision 058: a storage day is 24 hours from the receipt instant, whatever zone the server
// process or the database session is in.
const DAY_MS = 24 * 60 * 60 * 1000;

let handle: DbHandle;
let customer: TestCustomer;
let freeDaysAt: (at: Date) => number;

beforeAll(async () => {
  handle = await cloneTemplate(process.env.TEST_DATABASE_URL, inject('templateDb'));
  customer = await buildCustomer(handle.db);
  // Only each run's package accrues: the demo's packages leave storage in this file's copy.
  await handle.db
    .update(schema.packages)
    .set({ storageStoppedAt: new Date() })
    .where(isNull(schema.packages.storageStoppedAt));
  freeDaysAt = await freeStorageDaysOf(handle.db, 'US-DE');
});
afterAll(async () => handle.close());

test('the chargeable days written end 24, 48, … hours after receipt in every zone', async () => {
  await fc.assert(
    fc.asyncProperty(
      timeZoneArb,
      timeZoneArb,
      instantArb({ min: new Date('2026-02-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z') }),
      fc.integer({ min: 0, max: 75 * DAY_MS }),
      async (processZone, databaseZone, receivedAt, stayMs) => {
        const now = new Date(receivedAt.getTime() + stayMs);
        const written = await inDatabaseZone(handle.db, databaseZone, async (tx) => {
          const pkg = await buildPackage(tx, { owner: customer, receivedAt });
          await inTimeZoneAsync(processZone, () => accrueStorageDays(tx, now));
          return findStorageDaysOf(tx, pkg.id);
        });
        // The US-DE terms in force at `now`: the free days the pass reads.
        const freeDays = freeDaysAt(now);
        const { chargeableDays } = storageDays({ receivedAt, now, freeDays });
        expect(written).toHaveLength(chargeableDays);
        for (const day of written) {
          expect(day.dayEndsAt.getTime() - receivedAt.getTime()).toBe(day.dayNumber * DAY_MS);
        }
      },
    ),
    { numRuns: 50 },
  );
});

import { type DbHandle, schema } from '@skyparcel/db';
import {
  dueStorageReminder,
  freeStorageEndsAt,
  STORAGE_REMINDER_DAYS,
  storageDays,
} from '@skyparcel/domain/packages';
import { instantArb, inTimeZoneAsync, timeZoneArb } from '@skyparcel/domain/testing';

import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { OutgoingMail } from '../../modules/mail';
import { findPackagesNearStorageEnd } from '../../modules/packages';
import { buildPackage } from '../../testing/build-package';
import { buildCustomer, type TestCustomer } from '../../testing/build-user';
import { freeStorageDaysOf } from '../../testing/free-storage-days';
import { inDatabaseZone } from '../../testing/in-database-zone';
import { cloneTemplate } from '../../testing/template-db';
import { sendStorageReminders } from './send-storage-reminders';

// Decision 058: the reminders count 24-hour days from receipt, whatever zone the server process
// or the database session is in; the e-mail names the UTC calendar day free storage ends.
const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_REMINDER = Math.max(...STORAGE_REMINDER_DAYS);

let handle: DbHandle;
let customer: TestCustomer;
/** GB-LON's free days in force at a moment: the figure the pass reads. */
let freeDaysAt: (at: Date) => number;

beforeAll(async () => {
  handle = await cloneTemplate(process.env.TEST_DATABASE_URL, inject('templateDb'));
  customer = await buildCustomer(handle.db);
  freeDaysAt = await freeStorageDaysOf(handle.db, 'GB-LON');
});
afterAll(async () => handle.close());

const HOUR_MS = 60 * 60 * 1000;

/**
 * A receipt, and a moment around the reminder window (a day before it to a day after the end),
 * often within two hours of the window's edges, where a DST hour would show.
 */
const receiptAndNowArb = fc
  .tuple(
    instantArb({ min: new Date('2026-02-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z') }),
    fc.oneof(
      fc.integer({ min: -(FIRST_REMINDER + 1) * DAY_MS, max: DAY_MS }),
      fc.integer({ min: -2 * HOUR_MS, max: 2 * HOUR_MS }),
      fc.integer({ min: -2 * HOUR_MS, max: 2 * HOUR_MS }).map((ms) => ms - FIRST_REMINDER * DAY_MS),
    ),
  )
  .map(([receivedAt, fromEndMs]) => ({ receivedAt, fromEndMs }));

test('a package is a reminder candidate from 7 × 24 hours before free storage ends until it ends', async () => {
  await fc.assert(
    fc.asyncProperty(
      timeZoneArb,
      timeZoneArb,
      receiptAndNowArb,
      async (processZone, databaseZone, { receivedAt, fromEndMs }) => {
        const found = await inDatabaseZone(handle.db, databaseZone, async (tx) => {
          const freeDays = freeDaysAt(receivedAt);
          const now = new Date(freeStorageEndsAt(receivedAt, freeDays).getTime() + fromEndMs);
          const pkg = await buildPackage(tx, { owner: customer, warehouse: 'GB-LON', receivedAt });
          const rows = await inTimeZoneAsync(processZone, () =>
            findPackagesNearStorageEnd(tx, now),
          );
          const isCandidate = rows.some((row) => row.pkg.id === pkg.id);
          return { isCandidate, freeDays: freeDaysAt(now), now };
        });
        const storedMs = found.now.getTime() - receivedAt.getTime();
        expect(found.isCandidate).toBe(
          storedMs >= (found.freeDays - FIRST_REMINDER) * DAY_MS &&
            storedMs < found.freeDays * DAY_MS,
        );
      },
    ),
    { numRuns: 40 },
  );
});

test('the pass sends the reminder the domain says is due, naming the end’s UTC calendar day', async () => {
  await fc.assert(
    fc.asyncProperty(
      timeZoneArb,
      timeZoneArb,
      receiptAndNowArb,
      async (processZone, databaseZone, { receivedAt, fromEndMs }) => {
        const mails: OutgoingMail[] = [];
        // The demo's packages may be reminded at the same moment: only this customer's mail counts.
        const mailer = {
          send: async (mail: OutgoingMail) => {
            if (mail.to === customer.user.email) {
              mails.push(mail);
            }
          },
        };
        const sent = await inDatabaseZone(handle.db, databaseZone, async (tx) => {
          const freeDays = freeDaysAt(receivedAt);
          const now = new Date(freeStorageEndsAt(receivedAt, freeDays).getTime() + fromEndMs);
          // Packages of earlier runs are rolled back: this one is the only one to remind.
          const pkg = await buildPackage(tx, { owner: customer, warehouse: 'GB-LON', receivedAt });
          await inTimeZoneAsync(processZone, () =>
            sendStorageReminders({ db: tx, mailer, clock: () => now }),
          );
          const [row] = await tx
            .select({ sent: schema.packages.storageRemindersSent })
            .from(schema.packages)
            .where(eq(schema.packages.id, pkg.id));
          return { reminders: row?.sent ?? [], freeDays: freeDaysAt(now), now };
        });
        const days = storageDays({ receivedAt, now: sent.now, freeDays: sent.freeDays });
        const due = dueStorageReminder(days.freeDaysRemaining, []);
        expect(sent.reminders).toEqual(due === undefined ? [] : [due]);
        expect(mails).toHaveLength(due === undefined ? 0 : 1);
        const endDay = new Intl.DateTimeFormat('en-US', {
          dateStyle: 'long',
          timeZone: 'UTC',
        }).format(freeStorageEndsAt(receivedAt, sent.freeDays));
        for (const mail of mails) {
          expect(mail.text).toContain(endDay);
        }
      },
    ),
    { numRuns: 40 },
  );
});

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { instantArb, inTimeZone, timeZoneArb } from '../testing';
import { dueStorageReminder, freeStorageEndsAt, storageDays, storageFee } from './storage-fee';

// Decision 058: storage is counted in 24-hour periods from the receipt instant, in every zone.
const DAY_MS = 24 * 60 * 60 * 1000;
const stayArb = fc.integer({ min: 0, max: 400 * DAY_MS });

test('free days, chargeable days and the fee are the same in every zone as in UTC', () => {
  fc.assert(
    fc.property(
      timeZoneArb,
      instantArb(),
      stayArb,
      fc.integer({ min: 0, max: 120 }),
      fc.integer({ min: 0, max: 5_000 }),
      (zone, receivedAt, stayMs, freeDays, feePerDayMinor) => {
        const now = new Date(receivedAt.getTime() + stayMs);
        const rule = () => {
          const days = storageDays({ receivedAt, now, freeDays });
          return {
            days,
            fee: storageFee(days.chargeableDays, feePerDayMinor, 'USD'),
            endsAt: freeStorageEndsAt(receivedAt, freeDays).toISOString(),
            reminder: dueStorageReminder(days.freeDaysRemaining, []),
          };
        };
        expect(inTimeZone(zone, rule)).toEqual(inTimeZone('UTC', rule));
      },
    ),
    { numRuns: 300 },
  );
});

test('a day is stored once 24 hours have passed, whatever the calendar of any zone says', () => {
  fc.assert(
    fc.property(timeZoneArb, instantArb(), stayArb, (zone, receivedAt, stayMs) => {
      const now = new Date(receivedAt.getTime() + stayMs);
      const days = inTimeZone(zone, () => storageDays({ receivedAt, now, freeDays: 30 }));
      expect(days.daysStored).toBe(Math.floor(stayMs / DAY_MS));
      expect(days.freeDaysRemaining + days.daysStored - days.chargeableDays).toBe(30);
    }),
    { numRuns: 300 },
  );
});

test('free storage ends exactly the free days times 24 hours after receipt', () => {
  fc.assert(
    fc.property(
      timeZoneArb,
      instantArb(),
      fc.integer({ min: 0, max: 120 }),
      (zone, receivedAt, freeDays) => {
        const endsAt = inTimeZone(zone, () => freeStorageEndsAt(receivedAt, freeDays));
        expect(endsAt.getTime() - receivedAt.getTime()).toBe(freeDays * DAY_MS);
        // The last moment before the end still has a free day left; the end has none.
        const before = new Date(endsAt.getTime() - 1);
        expect(storageDays({ receivedAt, now: before, freeDays }).freeDaysRemaining).toBe(
          freeDays === 0 ? 0 : 1,
        );
        expect(storageDays({ receivedAt, now: endsAt, freeDays }).freeDaysRemaining).toBe(0);
      },
    ),
    { numRuns: 300 },
  );
});

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { dueStorageReminder, freeStorageEndsAt, storageDays, storageFee } from './storage-fee';

const DAY = 24 * 60 * 60 * 1000;
const received = new Date('2026-11-01T10:00:00Z');
const after = (days: number, extraMs = 0) => new Date(received.getTime() + days * DAY + extraMs);

test('counts whole days: the first 30 are free, then each day is chargeable', () => {
  expect(storageDays({ receivedAt: received, now: after(0), freeDays: 30 })).toEqual({
    daysStored: 0,
    freeDaysRemaining: 30,
    chargeableDays: 0,
  });
  expect(storageDays({ receivedAt: received, now: after(29, DAY - 1), freeDays: 30 })).toEqual({
    daysStored: 29,
    freeDaysRemaining: 1,
    chargeableDays: 0,
  });
  expect(storageDays({ receivedAt: received, now: after(33), freeDays: 30 })).toEqual({
    daysStored: 33,
    freeDaysRemaining: 0,
    chargeableDays: 3,
  });
});

test('stops counting when the package left the suite', () => {
  const days = storageDays({
    receivedAt: received,
    now: after(90),
    freeDays: 30,
    stoppedAt: after(35),
  });
  expect(days.chargeableDays).toBe(5);
});

test('free days remaining plus days stored is the free period until it runs out', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 90 }), (d, free) => {
      const days = storageDays({ receivedAt: received, now: after(d), freeDays: free });
      expect(days.daysStored).toBe(d);
      expect(days.freeDaysRemaining + Math.min(d, free)).toBe(free);
      expect(days.chargeableDays).toBe(Math.max(0, d - free));
    }),
  );
});

test('the fee is chargeable days times the daily fee, in minor units of the warehouse currency', () => {
  expect(storageFee(3, 100, 'usd')).toEqual({ amountMinor: 300, currency: 'USD' });
  expect(storageFee(0, 80, 'GBP')).toEqual({ amountMinor: 0, currency: 'GBP' });
  expect(storageFee(2, 250, 'KWD')).toEqual({ amountMinor: 500, currency: 'KWD' });
  expect(() => storageFee(-1, 100, 'USD')).toThrow(RangeError);
  expect(() => storageFee(1.5, 100, 'USD')).toThrow(RangeError);
});

test('free storage ends the given number of days after receipt', () => {
  expect(freeStorageEndsAt(received, 30)).toEqual(after(30));
});

test('reminds 7 days and 1 day before the end, once each, and never after the 1-day one', () => {
  expect(dueStorageReminder(8, [])).toBeUndefined();
  expect(dueStorageReminder(7, [])).toBe(7);
  expect(dueStorageReminder(5, [7])).toBeUndefined();
  expect(dueStorageReminder(5, [])).toBe(7);
  expect(dueStorageReminder(1, [7])).toBe(1);
  expect(dueStorageReminder(1, [])).toBe(1);
  expect(dueStorageReminder(1, [7, 1])).toBeUndefined();
  expect(dueStorageReminder(0, [])).toBeUndefined();
});

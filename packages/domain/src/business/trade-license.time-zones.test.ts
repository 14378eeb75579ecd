import fc from 'fast-check';
import { expect, test } from 'vitest';
import { instantArb, inTimeZone, timeZoneArb } from '../testing';
import {
  calendarDay,
  isTradeLicenseExpired,
  isTradeLicenseReminderDue,
  isTradeLicenseRenewable,
  TRADE_LICENSE_REMINDER_DAYS,
} from './trade-license';

// Decision 058: a license's expiry is a UTC calendar day, valid through that day.
const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);
const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** A moment and an expiry near it (40 days either way), or anywhere. */
const caseArb = fc
  .tuple(instantArb(), fc.oneof(fc.integer({ min: -40, max: 40 }), fc.integer()))
  .map(([now, shift]) => {
    const near = Math.abs(shift) <= 40;
    const expiresAt = near ? new Date(now.getTime() + shift * DAY_MS) : new Date(shift * 1000);
    return { now, expiresOn: utcDay(expiresAt) };
  });

test('expiry, the 30-day reminder and renewal are decided the same in every zone as in UTC', () => {
  fc.assert(
    fc.property(timeZoneArb, caseArb, (zone, { now, expiresOn }) => {
      const rule = () => ({
        today: calendarDay(now),
        expired: isTradeLicenseExpired(expiresOn, now),
        reminder: isTradeLicenseReminderDue(expiresOn, now),
        renewable: isTradeLicenseRenewable(expiresOn, now),
      });
      expect(inTimeZone(zone, rule)).toEqual(inTimeZone('UTC', rule));
    }),
    { numRuns: 300 },
  );
});

test('a license expires the UTC day after its expiry day; the reminder is due for the 30 days before', () => {
  fc.assert(
    fc.property(timeZoneArb, caseArb, (zone, { now, expiresOn }) => {
      const left = daysFrom(utcDay(now), expiresOn);
      inTimeZone(zone, () => {
        expect(calendarDay(now)).toBe(utcDay(now));
        expect(isTradeLicenseExpired(expiresOn, now)).toBe(left < 0);
        expect(isTradeLicenseReminderDue(expiresOn, now)).toBe(
          left >= 0 && left <= TRADE_LICENSE_REMINDER_DAYS,
        );
        expect(isTradeLicenseRenewable(expiresOn, now)).toBe(left <= TRADE_LICENSE_REMINDER_DAYS);
      });
    }),
    { numRuns: 300 },
  );
});

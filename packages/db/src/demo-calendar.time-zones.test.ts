import { instantArb, inTimeZone, timeZoneArb } from '@skyparcel/domain/testing';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { demoCalendar, utcMonthOf, utcMonthsBetween } from './seed/demo-calendar';

// Decision 058: the demo prices each moment with the exchange rates of its UTC month, so the
// months it seeds must be UTC months whatever zone `npm start` runs in.
const utcMonth = (instant: Date) => `${instant.toISOString().slice(0, 7)}-01`;

test('the month of an instant is its UTC month, in every zone', () => {
  fc.assert(
    fc.property(timeZoneArb, instantArb(), (zone, at) => {
      expect(inTimeZone(zone, () => utcMonthOf(at))).toBe(utcMonth(at));
    }),
    { numRuns: 300 },
  );
});

test('the months between two instants are every UTC month from the first to the last', () => {
  fc.assert(
    fc.property(
      timeZoneArb,
      instantArb(),
      fc.integer({ min: 0, max: 400 * 24 * 60 * 60 * 1000 }),
      (zone, from, spanMs) => {
        const to = new Date(from.getTime() + spanMs);
        const rule = () => utcMonthsBetween(from, to);
        const months = inTimeZone(zone, rule);
        expect(months).toEqual(inTimeZone('UTC', rule));
        expect(months[0]).toBe(utcMonth(from));
        expect(months.at(-1)).toBe(utcMonth(to));
        expect(new Set(months).size).toBe(months.length);
      },
    ),
    { numRuns: 300 },
  );
});

test('the demo’s exchange-rate months cover the UTC month of every moment of its story', () => {
  fc.assert(
    fc.property(
      timeZoneArb,
      instantArb({ min: new Date('2026-04-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z') }),
      fc.integer({ min: 1, max: 84 }),
      fc.integer({ min: 0, max: 23 }),
      (zone, now, daysAgo, hoursLater) => {
        inTimeZone(zone, () => {
          const calendar = demoCalendar(now);
          const at = calendar.at(daysAgo, hoursLater);
          expect(calendar.exchangeRateMonths).toContain(utcMonth(at));
          expect(calendar.exchangeRateMonths).toContain(utcMonth(now));
        });
      },
    ),
    { numRuns: 300 },
  );
});

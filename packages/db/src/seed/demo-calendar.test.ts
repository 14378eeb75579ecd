import fc from 'fast-check';
import { afterEach, describe, expect, test } from 'vitest';
import { FIRST_PRICE_DATE } from './data/shipping-options';
import {
  DEMO_HISTORY_DAYS,
  DemoCalendarError,
  demoCalendar,
  utcMonthOf,
  utcMonthsBetween,
} from './demo-calendar';

const DAY_MS = 24 * 60 * 60 * 1000;
const ZONES = [
  'UTC',
  'Asia/Dubai',
  'America/Los_Angeles',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'America/St_Johns',
  'Europe/Oslo',
];
const machineZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = machineZone;
});

/** Any moment the demo may start on: from the first day its story fits, for a century. */
const startMoment = fc.date({
  min: new Date(FIRST_PRICE_DATE.getTime() + DEMO_HISTORY_DAYS * DAY_MS),
  max: new Date('2126-12-31T23:59:59.999Z'),
  noInvalidDate: true,
});

describe('demoCalendar', () => {
  test('its exchange-rate months hold the UTC month of every moment of the story', () => {
    fc.assert(
      fc.property(
        startMoment,
        fc.double({ min: 0, max: DEMO_HISTORY_DAYS, noNaN: true }),
        (now, daysAgo) => {
          const calendar = demoCalendar(now);
          const moment = calendar.at(daysAgo);
          expect(calendar.exchangeRateMonths).toContain(utcMonthOf(moment));
          expect(calendar.exchangeRateMonths[0]).toBe(utcMonthOf(calendar.firstMoment));
          expect(calendar.exchangeRateMonths.at(-1)).toBe(utcMonthOf(now));
        },
      ),
    );
  });

  test('gives the same months and moments in every zone the machine may run in', () => {
    fc.assert(
      fc.property(startMoment, fc.constantFrom(...ZONES), (now, zone) => {
        process.env.TZ = 'UTC';
        const inUtc = demoCalendar(now);
        const expected = [inUtc.exchangeRateMonths, inUtc.at(80, 30).toISOString()];
        process.env.TZ = zone;
        const inZone = demoCalendar(now);
        expect([inZone.exchangeRateMonths, inZone.at(80, 30).toISOString()]).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  test('refuses a moment before its first or after now', () => {
    const calendar = demoCalendar(new Date('2027-03-01T00:00:00Z'));
    expect(() => calendar.at(DEMO_HISTORY_DAYS + 0.01)).toThrow(DemoCalendarError);
    expect(() => calendar.at(0, 1)).toThrow(DemoCalendarError);
    expect(calendar.at(0).toISOString()).toBe('2027-03-01T00:00:00.000Z');
  });

  test('refuses a clock whose story would start before the seeded prices', () => {
    expect(() => demoCalendar(new Date('2026-03-01T00:00:00Z'))).toThrow(DemoCalendarError);
    expect(() => demoCalendar(new Date(Number.NaN))).toThrow(DemoCalendarError);
  });

  test('spans four months on 7 December 2026 (the day the three-month seed fell short)', () => {
    expect(demoCalendar(new Date('2026-12-07T02:00:00Z')).exchangeRateMonths).toEqual([
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
      '2026-12-01',
    ]);
  });
});

describe('utcMonthsBetween', () => {
  test('lists each month once, consecutive, across years and on 29 February', () => {
    expect(
      utcMonthsBetween(new Date('2027-11-30T23:59:59Z'), new Date('2028-02-29T12:00:00Z')),
    ).toEqual(['2027-11-01', '2027-12-01', '2028-01-01', '2028-02-01']);
    expect(
      utcMonthsBetween(new Date('2027-12-31T23:50:00Z'), new Date('2027-12-31T23:59:00Z')),
    ).toEqual(['2027-12-01']);
  });
});

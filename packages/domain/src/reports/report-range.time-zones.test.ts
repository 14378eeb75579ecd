import fc from 'fast-check';
import { expect, test } from 'vitest';
import { instantArb, inTimeZone, timeZoneArb } from '../testing';
import { isDeliveredOnTime } from './delivery-performance';
import {
  monthsOfRange,
  type ReportRange,
  reportRangeInstants,
  resolveReportRange,
  weekStartOf,
  weeksOfRange,
} from './report-range';

// Decision 058: report days, weeks and months are UTC calendar days, weeks and months.
const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

const dayArb = instantArb().map(utcDay);
const rangeArb = fc
  .tuple(instantArb(), fc.integer({ min: 0, max: 400 }))
  .map(([start, days]): ReportRange => {
    const end = new Date(start.getTime() + days * DAY_MS);
    return { dateFrom: utcDay(start), dateTo: utcDay(end) };
  });

test('the range, its weeks, months and instants are the same in every zone as in UTC', () => {
  fc.assert(
    fc.property(
      timeZoneArb,
      instantArb(),
      fc.option(dayArb, { nil: undefined }),
      fc.option(dayArb, { nil: undefined }),
      (zone, today, dateFrom, dateTo) => {
        const rule = () => {
          const decision = resolveReportRange({ dateFrom, dateTo }, today);
          if (!decision.ok) {
            return decision;
          }
          const { from, to } = reportRangeInstants(decision.range);
          return {
            decision,
            weeks: weeksOfRange(decision.range),
            months: monthsOfRange(decision.range),
            instants: [from.toISOString(), to.toISOString()],
          };
        };
        expect(inTimeZone(zone, rule)).toEqual(inTimeZone('UTC', rule));
      },
    ),
    { numRuns: 200 },
  );
});

test('without dates a report ends on today’s UTC day and starts on a UTC month’s first day', () => {
  fc.assert(
    fc.property(timeZoneArb, instantArb(), (zone, today) => {
      const decision = inTimeZone(zone, () => resolveReportRange({}, today));
      expect(decision.ok).toBe(true);
      if (!decision.ok) {
        return;
      }
      expect(decision.range.dateTo).toBe(utcDay(today));
      const start = new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 5, 1),
      ).toISOString();
      expect(decision.range.dateFrom).toBe(start.slice(0, 10));
    }),
    { numRuns: 300 },
  );
});

test('every instant of the range falls in one of its weeks (a UTC Monday) and months', () => {
  fc.assert(
    fc.property(
      timeZoneArb,
      rangeArb,
      // The range is half-open: `to` is the first instant after it, so `at` never reaches 1.
      fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
      (zone, range, at) => {
        inTimeZone(zone, () => {
          const { from, to } = reportRangeInstants(range);
          expect(from.toISOString()).toBe(`${range.dateFrom}T00:00:00.000Z`);
          const instant = new Date(
            from.getTime() + Math.floor((to.getTime() - from.getTime()) * at),
          );
          const week = weekStartOf(utcDay(instant));
          expect(new Date(`${week}T00:00:00Z`).getUTCDay()).toBe(1);
          expect(weeksOfRange(range)).toContain(week);
          expect(monthsOfRange(range)).toContain(instant.toISOString().slice(0, 7));
        });
      },
    ),
    { numRuns: 200 },
  );
});

test('a week starts on the Monday at most 6 days before the day', () => {
  fc.assert(
    fc.property(timeZoneArb, dayArb, (zone, day) => {
      const week = inTimeZone(zone, () => weekStartOf(day));
      const back = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${week}T00:00:00Z`)) / DAY_MS;
      expect(back).toBeGreaterThanOrEqual(0);
      expect(back).toBeLessThanOrEqual(6);
      expect(new Date(`${week}T00:00:00Z`).getUTCDay()).toBe(1);
    }),
    { numRuns: 300 },
  );
});

test('on time is at most 7 × 24 hours from the start to the delivery, in every zone', () => {
  fc.assert(
    fc.property(
      timeZoneArb,
      instantArb(),
      fc.integer({ min: 0, max: 14 * DAY_MS }),
      (zone, start, transitMs) => {
        const deliveredAt = new Date(start.getTime() + transitMs);
        const onTime = inTimeZone(zone, () => isDeliveredOnTime(start, deliveredAt));
        expect(onTime).toBe(transitMs <= 7 * DAY_MS);
      },
    ),
    { numRuns: 300 },
  );
});

import { HISTORY_PERIODS } from '@skyparcel/domain/invoices';
import { instantArb, inTimeZone, timeZoneArb } from '@skyparcel/domain/testing';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { historyPeriodOf } from './list-invoice-history';

// Decision 058: My History's 30/60/90 days are days of 24 hours back from now; a custom range
// is whole UTC calendar days, both included.
const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

const queryArb = fc.record({
  period: fc.constantFrom(...HISTORY_PERIODS),
  dateFrom: fc.option(instantArb().map(utcDay), { nil: undefined }),
  dateTo: fc.option(instantArb().map(utcDay), { nil: undefined }),
});

test('a history period is the same pair of instants in every zone as in UTC', () => {
  fc.assert(
    fc.property(timeZoneArb, instantArb(), queryArb, (zone, now, query) => {
      const rule = () => {
        const { from, until } = historyPeriodOf(query, now);
        return [from.toISOString(), until.toISOString()];
      };
      expect(inTimeZone(zone, rule)).toEqual(inTimeZone('UTC', rule));
    }),
    { numRuns: 300 },
  );
});

test('the last 30, 60 or 90 days reach back exactly that many 24-hour days and include now', () => {
  fc.assert(
    fc.property(
      timeZoneArb,
      instantArb(),
      fc.constantFrom(...(['30', '60', '90'] as const)),
      (zone, now, period) => {
        const { from, until } = inTimeZone(zone, () => historyPeriodOf({ period }, now));
        expect(now.getTime() - from.getTime()).toBe(Number(period) * DAY_MS);
        expect(until.getTime()).toBe(now.getTime() + 1);
      },
    ),
    { numRuns: 300 },
  );
});

test('a custom range holds an invoice exactly when its UTC day is one of the range’s days', () => {
  fc.assert(
    fc.property(
      timeZoneArb,
      instantArb(),
      fc.integer({ min: 0, max: 90 }),
      fc.integer({ min: -3 * DAY_MS, max: 95 * DAY_MS }),
      (zone, start, length, issuedFromStartMs) => {
        const dateFrom = utcDay(start);
        const dateTo = utcDay(new Date(start.getTime() + length * DAY_MS));
        const issuedAt = new Date(Date.parse(`${dateFrom}T00:00:00Z`) + issuedFromStartMs);
        const { from, until } = inTimeZone(zone, () =>
          historyPeriodOf({ period: 'custom', dateFrom, dateTo }, start),
        );
        const isHeld = issuedAt >= from && issuedAt < until;
        expect(isHeld).toBe(utcDay(issuedAt) >= dateFrom && utcDay(issuedAt) <= dateTo);
      },
    ),
    { numRuns: 300 },
  );
});

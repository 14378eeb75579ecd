import fc from 'fast-check';
import { expect, test } from 'vitest';
import { invoiceAgeOf } from '../reports';
import { instantArb, inTimeZone, timeZoneArb } from '../testing';
import { DEFAULT_INVOICE_DUE_DAYS, defaultInvoiceDueAt } from './invoice-kinds';
import { invoicePaymentStatus } from './invoice-totals';

// Decision 058: an invoice is due at an instant (issue + 14 × 24 hours) and overdue after it.
const DAY_MS = 24 * 60 * 60 * 1000;

const balanceArb = fc
  .record({
    billedMinor: fc.integer({ min: 1, max: 1_000_000 }),
    paidShare: fc.double({ min: 0, max: 1.2, noNaN: true }),
  })
  .map(({ billedMinor, paidShare }) => ({
    billedMinor,
    creditAppliedMinor: 0,
    paidMinor: Math.round(billedMinor * paidShare),
    creditedMinor: 0,
  }));

test('the due date is exactly 14 days of 24 hours after the issue, in every zone', () => {
  fc.assert(
    fc.property(timeZoneArb, instantArb(), (zone, issuedAt) => {
      const dueAt = inTimeZone(zone, () => defaultInvoiceDueAt(issuedAt));
      expect(dueAt).toEqual(inTimeZone('UTC', () => defaultInvoiceDueAt(issuedAt)));
      expect(dueAt.getTime() - issuedAt.getTime()).toBe(DEFAULT_INVOICE_DUE_DAYS * DAY_MS);
    }),
    { numRuns: 300 },
  );
});

test('an owed invoice is overdue from the instant after its due date, the same in every zone', () => {
  fc.assert(
    fc.property(
      timeZoneArb,
      instantArb(),
      fc.integer({ min: -2 * DAY_MS, max: 120 * DAY_MS }),
      balanceArb,
      (zone, issuedAt, pastDueMs, balance) => {
        const dueAt = defaultInvoiceDueAt(issuedAt);
        const now = new Date(dueAt.getTime() + pastDueMs);
        const rule = () => ({
          status: invoicePaymentStatus(balance, dueAt, now),
          age: invoiceAgeOf(dueAt, now),
        });
        const inZone = inTimeZone(zone, rule);
        expect(inZone).toEqual(inTimeZone('UTC', rule));
        const isOwed = balance.paidMinor < balance.billedMinor;
        expect(inZone.status === 'overdue').toBe(isOwed && pastDueMs > 0);
        expect(inZone.age === 'notDue').toBe(pastDueMs <= 0);
      },
    ),
    { numRuns: 300 },
  );
});

test('the outstanding report’s age buckets are whole 24-hour periods past the due instant', () => {
  fc.assert(
    fc.property(
      timeZoneArb,
      instantArb(),
      fc.integer({ min: 1, max: 200 * DAY_MS }),
      (zone, dueAt, pastDueMs) => {
        const now = new Date(dueAt.getTime() + pastDueMs);
        const age = inTimeZone(zone, () => invoiceAgeOf(dueAt, now));
        const expected =
          pastDueMs <= 30 * DAY_MS
            ? 'days1to30'
            : pastDueMs <= 60 * DAY_MS
              ? 'days31to60'
              : pastDueMs <= 90 * DAY_MS
                ? 'days61to90'
                : 'over90';
        expect(age).toBe(expected);
      },
    ),
    { numRuns: 300 },
  );
});

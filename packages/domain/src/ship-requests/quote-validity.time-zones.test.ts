import fc from 'fast-check';
import { expect, test } from 'vitest';
import { instantArb, inTimeZone, timeZoneArb } from '../testing';
import { isQuoteHonoured, QUOTE_VALIDITY_MS, quoteExpiresAt } from './ship-request-status';

// Decision 058: a stored quote is honoured for 24 hours of elapsed time, not until a calendar day.
const HOUR_MS = 60 * 60 * 1000;

test('a quote is honoured for exactly 24 hours after it was given, in every zone', () => {
  fc.assert(
    fc.property(
      timeZoneArb,
      instantArb(),
      fc.integer({ min: -HOUR_MS, max: 49 * HOUR_MS }),
      (zone, quotedAt, elapsedMs) => {
        const now = new Date(quotedAt.getTime() + elapsedMs);
        const rule = () => {
          const expiresAt = quoteExpiresAt(quotedAt);
          return { expiresAt: expiresAt.toISOString(), honoured: isQuoteHonoured(expiresAt, now) };
        };
        const inZone = inTimeZone(zone, rule);
        expect(inZone).toEqual(inTimeZone('UTC', rule));
        expect(Date.parse(inZone.expiresAt) - quotedAt.getTime()).toBe(24 * HOUR_MS);
        expect(inZone.honoured).toBe(elapsedMs < QUOTE_VALIDITY_MS);
      },
    ),
    { numRuns: 300 },
  );
});

test('the last millisecond of the 24 hours is honoured and the next one is not', () => {
  fc.assert(
    fc.property(timeZoneArb, instantArb(), (zone, quotedAt) => {
      const expiresAt = quoteExpiresAt(quotedAt);
      inTimeZone(zone, () => {
        expect(isQuoteHonoured(expiresAt, new Date(expiresAt.getTime() - 1))).toBe(true);
        expect(isQuoteHonoured(expiresAt, expiresAt)).toBe(false);
      });
    }),
    { numRuns: 200 },
  );
});

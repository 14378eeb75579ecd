import { LOCALES } from '@skyparcel/domain/locale';
import { instantArb, inTimeZone, timeZoneArb } from '@skyparcel/domain/testing';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { formatDay, formatMonth } from './report-format';

// Decision 058: a report's day or month is a UTC calendar day or month; the screen shows that
// day, not the one before it west of Greenwich.
const dayArb = instantArb().map((instant) => instant.toISOString().slice(0, 10));

test('a report day and month read the same in every zone as in UTC', () => {
  fc.assert(
    fc.property(timeZoneArb, dayArb, fc.constantFrom(...LOCALES), (zone, day, locale) => {
      const rule = () => [formatDay(day, locale), formatMonth(day.slice(0, 7), locale)];
      expect(inTimeZone(zone, rule)).toEqual(inTimeZone('UTC', rule));
    }),
    { numRuns: 200 },
  );
});

test('a report day shows its own day of the month', () => {
  fc.assert(
    fc.property(timeZoneArb, dayArb, (zone, day) => {
      const shown = inTimeZone(zone, () => formatDay(day, 'en-US'));
      expect(shown).toContain(` ${Number(day.slice(8, 10))}, ${Number(day.slice(0, 4))}`);
    }),
    { numRuns: 200 },
  );
});

import fc from 'fast-check';
import { afterEach, expect, test, vi } from 'vitest';
import { instantArb, inTimeZone, timeZoneArb } from '../testing';
import { DateOfBirthSchema } from './account-info.schemas';
import { checkDateOfBirth, type DateOfBirth } from './date-of-birth';

// Decision 058: a date of birth is a calendar date, judged against today's UTC calendar day, so
// the profile form (in the browser) and the server give the same verdict.
afterEach(() => {
  vi.useRealTimers();
});

const dateOfBirthArb = fc.record({
  day: fc.integer({ min: 1, max: 31 }),
  month: fc.integer({ min: 1, max: 12 }),
  year: fc.integer({ min: 1890, max: 2110 }),
});

/** The UTC calendar day 18 years before `today` (29 February falls back to the 28th). */
function eighteenYearsBefore(today: Date): DateOfBirth {
  const year = today.getUTCFullYear() - 18;
  const month = today.getUTCMonth() + 1;
  const isLeapDay = month === 2 && today.getUTCDate() === 29;
  return { year, month, day: isLeapDay ? 28 : today.getUTCDate() };
}

test('the verdict on a date of birth is the same in every zone as in UTC', () => {
  fc.assert(
    fc.property(timeZoneArb, instantArb(), dateOfBirthArb, (zone, today, born) => {
      const rule = () => checkDateOfBirth(born, today);
      expect(inTimeZone(zone, rule)).toEqual(inTimeZone('UTC', rule));
    }),
    { numRuns: 300 },
  );
});

test('someone who turned 18 on today’s UTC day is accepted, and one born a day later is not', () => {
  fc.assert(
    fc.property(
      timeZoneArb,
      instantArb({ min: new Date('1920-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z') }),
      (zone, today) => {
        const born = eighteenYearsBefore(today);
        const dayAfter = new Date(Date.UTC(born.year, born.month - 1, born.day + 1));
        const bornLater = {
          year: dayAfter.getUTCFullYear(),
          month: dayAfter.getUTCMonth() + 1,
          day: dayAfter.getUTCDate(),
        };
        inTimeZone(zone, () => {
          expect(checkDateOfBirth(born, today)).toEqual({ ok: true });
          expect(checkDateOfBirth(bornLater, today)).toEqual({ ok: false, reason: 'tooYoung' });
        });
      },
    ),
    { numRuns: 300 },
  );
});

test('the profile form’s schema reads today’s UTC day, whatever zone the clock is read in', () => {
  fc.assert(
    fc.property(timeZoneArb, instantArb(), dateOfBirthArb, (zone, now, born) => {
      vi.useFakeTimers({ toFake: ['Date'], now });
      const rule = () => DateOfBirthSchema.safeParse(born).success;
      expect(inTimeZone(zone, rule)).toBe(checkDateOfBirth(born, now).ok);
      vi.useRealTimers();
    }),
    { numRuns: 200 },
  );
});

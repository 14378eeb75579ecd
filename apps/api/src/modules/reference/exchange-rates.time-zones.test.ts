import { type DbHandle, schema } from '@skyparcel/db';
import { instantArb, inTimeZone, inTimeZoneAsync, timeZoneArb } from '@skyparcel/domain/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { warehouseIdOf } from '../../testing/build-user';
import { inDatabaseZone } from '../../testing/in-database-zone';
import { cloneTemplate } from '../../testing/template-db';
import { findRoutePrices } from '../pricing';
import { findExchangeRate, monthOf } from './exchange-rates.repository';

// Decision 058: a moment is priced with the exchange rates of its UTC month.
const utcMonth = (instant: Date) => `${instant.toISOString().slice(0, 7)}-01`;
const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));

let handle: DbHandle;

beforeAll(async () => {
  handle = await cloneTemplate(process.env.TEST_DATABASE_URL, inject('templateDb'));
});
afterAll(async () => handle.close());

test('the month of an instant is its UTC month, in every zone', () => {
  fc.assert(
    fc.property(timeZoneArb, instantArb(), (zone, at) => {
      const month = inTimeZone(zone, () => monthOf(at));
      expect(month).toBe(utcMonth(at));
      const start = new Date(`${month}T00:00:00Z`);
      const next = monthStart(start.getUTCFullYear(), start.getUTCMonth() + 1);
      expect(start <= at && at < next).toBe(true);
    }),
    { numRuns: 300 },
  );
});

test('the rate found and the quote’s rate table are those of the instant’s UTC month', async () => {
  const warehouseId = await warehouseIdOf(handle.db, 'US-DE');
  await fc.assert(
    fc.asyncProperty(
      timeZoneArb,
      timeZoneArb,
      instantArb({ min: new Date('2026-02-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z') }),
      async (processZone, databaseZone, at) => {
        const found = await inDatabaseZone(handle.db, databaseZone, async (tx) => {
          // The month before, the month of, and the month after `at`, each from its first moment.
          const months = [-1, 0, 1].map((shift) =>
            monthStart(at.getUTCFullYear(), at.getUTCMonth() + shift),
          );
          const rows = months.flatMap((start, index) =>
            ['XTS', 'KWD'].map((toCurrency) => ({
              month: start.toISOString().slice(0, 10),
              fromCurrency: 'USD',
              toCurrency,
              rate: String(index + 1),
              effectiveFrom: start,
            })),
          );
          await tx.insert(schema.exchangeRates).values(rows).onConflictDoNothing();
          return inTimeZoneAsync(processZone, async () => ({
            rate: await findExchangeRate(tx, 'USD', 'XTS', at),
            prices: await findRoutePrices(tx, warehouseId, 'KW', at),
          }));
        });
        expect(Number(found.rate)).toBe(2);
        expect(found.prices?.rates?.length).toBeGreaterThan(0);
        for (const rate of found.prices?.rates ?? []) {
          expect(rate.month).toBe(utcMonth(at));
        }
      },
    ),
    { numRuns: 40 },
  );
});

import { type DbHandle, schema } from '@skyparcel/db';
import { AIR_WAYBILL_RANGES } from '@skyparcel/db/seed';
import { isValidAirWaybill } from '@skyparcel/domain/tracking';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { cloneTemplate } from '../../testing/template-db';
import { allocateAirWaybill, allocateAirWaybills } from './index';

// Runs on PGlite and, in the PostgreSQL run (TEST_DATABASE_URL), on a real server where the
// twenty transactions truly overlap.
let handle: DbHandle;

beforeAll(async () => {
  handle = await cloneTemplate(process.env.TEST_DATABASE_URL, inject('templateDb'));
});
afterAll(async () => handle.close());

const allocate = (prefix?: string) =>
  handle.db.transaction((tx) =>
    allocateAirWaybill(tx, prefix === undefined ? {} : { airlinePrefix: prefix }),
  );
const serialOf = (awb: string) => Number(awb.slice(4, 11));

test('hands out the seeded range from its first serial, each number a valid IATA AWB', async () => {
  const [seeded] = AIR_WAYBILL_RANGES;
  const first = await allocate();
  expect(first).toBe(`701-${seeded?.firstSerial}${(seeded?.firstSerial ?? 0) % 7}`);
  expect(isValidAirWaybill(first)).toBe(true);
});

test('20 concurrent allocations: 20 different, consecutive, valid numbers', async () => {
  const numbers = await Promise.all(Array.from({ length: 20 }, () => allocate()));
  expect(new Set(numbers).size).toBe(20);
  expect(numbers.every(isValidAirWaybill)).toBe(true);
  const serials = numbers.map(serialOf).sort((a, b) => a - b);
  const lowest = serials[0] ?? 0;
  expect(serials).toEqual(Array.from({ length: 20 }, (_, index) => lowest + index));
});

test('a rolled-back transaction gives its number back: no gap', async () => {
  const before = await allocate();
  const rolledBack = handle.db.transaction(async (tx) => {
    await allocateAirWaybill(tx);
    throw new Error('packing failed');
  });
  await expect(rolledBack).rejects.toThrow('packing failed');
  const after = await allocate();
  expect(serialOf(after)).toBe(serialOf(before) + 1);
});

test('a full range answers AIR_WAYBILL_RANGE_EXHAUSTED; a second range takes over', async () => {
  await handle.db
    .insert(schema.airWaybillRanges)
    .values({ airlinePrefix: '176', firstSerial: 100, lastSerial: 101, nextSerial: 100 });
  expect([await allocate('176'), await allocate('176')]).toEqual(['176-00001002', '176-00001013']);
  await expect(allocate('176')).rejects.toMatchObject({
    code: 'AIR_WAYBILL_RANGE_EXHAUSTED',
    params: { prefix: '176' },
  });

  await handle.db
    .insert(schema.airWaybillRanges)
    .values({ airlinePrefix: '176', firstSerial: 500, lastSerial: 600, nextSerial: 500 });
  expect(await allocate('176')).toBe('176-00005003');
  await handle.db
    .update(schema.airWaybillRanges)
    .set({ active: false })
    .where(eq(schema.airWaybillRanges.airlinePrefix, '176'));
  await expect(allocate('176')).rejects.toMatchObject({ code: 'AIR_WAYBILL_RANGE_EXHAUSTED' });
});

test('many at once run across ranges in serial order; too many hands out none', async () => {
  await handle.db.insert(schema.airWaybillRanges).values([
    { airlinePrefix: '235', firstSerial: 10, lastSerial: 11, nextSerial: 10 },
    { airlinePrefix: '235', firstSerial: 20, lastSerial: 29, nextSerial: 20 },
  ]);
  const many = (count: number) =>
    handle.db.transaction((tx) => allocateAirWaybills(tx, count, { airlinePrefix: '235' }));
  await expect(many(13)).rejects.toMatchObject({ code: 'AIR_WAYBILL_RANGE_EXHAUSTED' });
  const numbers = await many(4);
  expect(numbers.map(serialOf)).toEqual([10, 11, 20, 21]);
  expect(numbers.every(isValidAirWaybill)).toBe(true);
  expect((await many(8)).map(serialOf)).toEqual([22, 23, 24, 25, 26, 27, 28, 29]);
});

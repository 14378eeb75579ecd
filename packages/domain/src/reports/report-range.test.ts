import { expect, test } from 'vitest';
import { invoiceAgeOf, isDeliveredOnTime, percentOf } from './delivery-performance';
import { monthsOfRange, resolveReportRange, weekStartOf, weeksOfRange } from './report-range';

const today = new Date('2026-11-26T15:00:00Z');

test('a report without dates covers the six calendar months up to today', () => {
  expect(resolveReportRange({}, today)).toEqual({
    ok: true,
    range: { dateFrom: '2026-06-01', dateTo: '2026-11-26' },
  });
  expect(resolveReportRange({ dateTo: '2026-02-10' }, today)).toEqual({
    ok: true,
    range: { dateFrom: '2025-09-01', dateTo: '2026-02-10' },
  });
});

test('refuses a reversed range and one longer than three years', () => {
  expect(resolveReportRange({ dateFrom: '2026-02-01', dateTo: '2026-01-31' }, today)).toEqual({
    ok: false,
    field: 'dateTo',
    key: 'validation.dateOrder',
  });
  expect(resolveReportRange({ dateFrom: '2023-11-26' }, today)).toMatchObject({
    ok: false,
    key: 'validation.reportRange',
  });
  expect(resolveReportRange({ dateFrom: '2023-11-27' }, today)).toMatchObject({ ok: true });
});

test('weeks start on Monday (UTC) and every week touching the range is listed', () => {
  expect(weekStartOf('2026-01-04')).toBe('2025-12-29');
  expect(weekStartOf('2026-01-05')).toBe('2026-01-05');
  expect(weeksOfRange({ dateFrom: '2026-01-01', dateTo: '2026-01-12' })).toEqual([
    '2025-12-29',
    '2026-01-05',
    '2026-01-12',
  ]);
  expect(monthsOfRange({ dateFrom: '2025-11-30', dateTo: '2026-02-01' })).toEqual([
    '2025-11',
    '2025-12',
    '2026-01',
    '2026-02',
  ]);
});

test('on time is delivered within 7 days of the start; ages count days past due', () => {
  const start = new Date('2026-01-01T00:00:00Z');
  expect(isDeliveredOnTime(start, new Date('2026-01-08T00:00:00Z'))).toBe(true);
  expect(isDeliveredOnTime(start, new Date('2026-01-08T00:00:01Z'))).toBe(false);
  expect(percentOf(1, 3)).toBe(33.3);
  expect(percentOf(0, 0)).toBe(0);
  const day = 24 * 3_600_000;
  expect(invoiceAgeOf(null, today)).toBe('notDue');
  expect(invoiceAgeOf(new Date(today.getTime() + day), today)).toBe('notDue');
  expect(invoiceAgeOf(new Date(today.getTime() - 30 * day), today)).toBe('days1to30');
  expect(invoiceAgeOf(new Date(today.getTime() - 30 * day - 1), today)).toBe('days31to60');
  expect(invoiceAgeOf(new Date(today.getTime() - 91 * day), today)).toBe('over90');
});

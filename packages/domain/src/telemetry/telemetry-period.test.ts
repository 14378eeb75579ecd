import { expect, test } from 'vitest';
import { TelemetryDashboardQuerySchema } from './telemetry-dashboard.schemas';
import {
  conversionPercent,
  daysOfTelemetryPeriod,
  lastDaysPeriod,
  MAX_TELEMETRY_PERIOD_DAYS,
  resolveTelemetryPeriod,
  telemetryPeriodDays,
} from './telemetry-period';

// Late evening in Los Angeles is already the next UTC day: the dashboard's days are UTC's.
const now = new Date('2026-03-01T04:30:00Z');

test('without dates the period is the 30 UTC days up to today', () => {
  expect(resolveTelemetryPeriod({}, now)).toEqual({
    ok: true,
    period: { from: '2026-01-31', to: '2026-03-01' },
  });
  expect(resolveTelemetryPeriod({ to: '2024-03-01' }, now)).toEqual({
    ok: true,
    period: { from: '2024-02-01', to: '2024-03-01' },
  });
});

test('refuses a reversed period on `to` and one longer than 13 months on `from`', () => {
  expect(resolveTelemetryPeriod({ from: '2026-03-02', to: '2026-03-01' }, now)).toEqual({
    ok: false,
    field: 'to',
    key: 'validation.dateOrder',
  });
  const longest = { from: '2025-01-29', to: '2026-03-01' };
  expect(telemetryPeriodDays(longest)).toBe(MAX_TELEMETRY_PERIOD_DAYS);
  expect(resolveTelemetryPeriod(longest, now)).toEqual({ ok: true, period: longest });
  expect(resolveTelemetryPeriod({ ...longest, from: '2025-01-28' }, now)).toEqual({
    ok: false,
    field: 'from',
    key: 'validation.telemetryPeriod',
  });
  // Thirteen calendar months always fit.
  expect(resolveTelemetryPeriod({ from: '2024-02-01', to: '2025-02-28' }, now).ok).toBe(true);
});

test('a one-day period is one day; every day is listed across a leap day', () => {
  expect(daysOfTelemetryPeriod({ from: '2024-02-28', to: '2024-03-01' })).toEqual([
    '2024-02-28',
    '2024-02-29',
    '2024-03-01',
  ]);
  expect(daysOfTelemetryPeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual(['2026-03-01']);
});

test('the presets end today (UTC) and hold 7 or 30 days', () => {
  expect(lastDaysPeriod(7, now)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
  expect(telemetryPeriodDays(lastDaysPeriod(30, now))).toBe(30);
});

test('a conversion rate has one decimal, rounded half up, and 0 sessions give 0', () => {
  expect(conversionPercent(1, 3)).toBe(33.3);
  expect(conversionPercent(2, 3)).toBe(66.7);
  expect(conversionPercent(1, 16)).toBe(6.3);
  expect(conversionPercent(0, 0)).toBe(0);
  expect(conversionPercent(5, 5)).toBe(100);
});

test('the query takes only real days between 1900 and 2200', () => {
  expect(TelemetryDashboardQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
  expect(TelemetryDashboardQuerySchema.safeParse({ to: '1899-12-31' }).success).toBe(false);
  expect(TelemetryDashboardQuerySchema.safeParse({ from: 'yesterday' }).success).toBe(false);
  expect(TelemetryDashboardQuerySchema.parse({ from: '2026-02-01' })).toEqual({
    from: '2026-02-01',
  });
});

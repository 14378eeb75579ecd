import { percentOf } from '../reports/delivery-performance';

/**
 * The dashboard's period (issue 28, decision 065): two UTC calendar days, both included. The
 * dashboard is an operator's view of visitors in every zone, so a day is the UTC day, as the
 * rollup stores it; no viewer's zone moves a page view from one day to another.
 */
export type TelemetryPeriod = { from: string; to: string };

/** The longest period: 13 months (the raw rows' retention), at most 397 days. */
export const MAX_TELEMETRY_PERIOD_DAYS = 397;

/** The period without dates: the 30 days up to today. */
export const DEFAULT_TELEMETRY_PERIOD_DAYS = 30;

export const TELEMETRY_PERIOD_KEY = 'validation.telemetryPeriod';

export type TelemetryPeriodDecision =
  | { ok: true; period: TelemetryPeriod }
  | { ok: false; field: 'from' | 'to'; key: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const dayTime = (day: string) => new Date(`${day}T00:00:00Z`).getTime();

/** `day` moved by `days` whole days ('2026-03-01', -1 → '2026-02-28'). */
export function addDays(day: string, days: number): string {
  return isoDay(new Date(dayTime(day) + days * DAY_MS));
}

/** The period the dashboard reads: the query's days, defaults for those left out, then the rules. */
export function resolveTelemetryPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): TelemetryPeriodDecision {
  const to = query.to ?? isoDay(now);
  const from = query.from ?? addDays(to, 1 - DEFAULT_TELEMETRY_PERIOD_DAYS);
  if (from > to) {
    return { ok: false, field: 'to', key: 'validation.dateOrder' };
  }
  if (telemetryPeriodDays({ from, to }) > MAX_TELEMETRY_PERIOD_DAYS) {
    return { ok: false, field: 'from', key: TELEMETRY_PERIOD_KEY };
  }
  return { ok: true, period: { from, to } };
}

/** How many days a period holds, both ends included. */
export function telemetryPeriodDays(period: TelemetryPeriod): number {
  return Math.round((dayTime(period.to) - dayTime(period.from)) / DAY_MS) + 1;
}

/** Every day of the period, oldest first (the chart's points). */
export function daysOfTelemetryPeriod(period: TelemetryPeriod): string[] {
  return Array.from({ length: telemetryPeriodDays(period) }, (_, index) =>
    addDays(period.from, index),
  );
}

/** The picker's presets: the last `days` days, today included. */
export function lastDaysPeriod(days: number, now: Date): TelemetryPeriod {
  const to = isoDay(now);
  return { from: addDays(to, 1 - days), to };
}

/**
 * A conversion rate: the sessions that reached the page out of all sessions, as a percentage
 * with one decimal, half up (0 of 0 is 0), the rounding every share of the dashboard uses.
 */
export function conversionPercent(reached: number, sessions: number): number {
  return percentOf(reached, sessions);
}

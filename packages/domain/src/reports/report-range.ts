/**
 * The reports' date range (issue 15, decision 055): two calendar days, both included, read in
 * UTC like the invoice lists. Without dates a report covers the last six calendar months.
 */
export type ReportRange = { dateFrom: string; dateTo: string };

/** The longest range a report takes: three years (one leap day included), 157 weekly bars. */
export const MAX_REPORT_RANGE_DAYS = 3 * 365 + 1;

/** Months before this one that the default range reaches back to (six months in all). */
export const DEFAULT_REPORT_MONTHS_BACK = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

export type ReportRangeDecision =
  | { ok: true; range: ReportRange }
  | { ok: false; field: 'dateFrom' | 'dateTo'; key: string };

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The range a report reads: the query's dates, the default for those left out, then the rules. */
export function resolveReportRange(
  query: { dateFrom?: string | undefined; dateTo?: string | undefined },
  today: Date,
): ReportRangeDecision {
  const dateTo = query.dateTo ?? isoDay(today);
  const end = new Date(`${dateTo}T00:00:00Z`);
  const dateFrom =
    query.dateFrom ??
    isoDay(
      new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - DEFAULT_REPORT_MONTHS_BACK, 1)),
    );
  if (dateFrom > dateTo) {
    return { ok: false, field: 'dateTo', key: 'validation.dateOrder' };
  }
  if (daysBetween(dateFrom, dateTo) + 1 > MAX_REPORT_RANGE_DAYS) {
    return { ok: false, field: 'dateFrom', key: 'validation.reportRange' };
  }
  return { ok: true, range: { dateFrom, dateTo } };
}

/** Whole days from one 'YYYY-MM-DD' to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (new Date(`${to}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime()) / DAY_MS,
  );
}

/** The range as the half-open instants a query compares with: [start of first day, day after last). */
export function reportRangeInstants(range: ReportRange): { from: Date; to: Date } {
  return {
    from: new Date(`${range.dateFrom}T00:00:00Z`),
    to: new Date(new Date(`${range.dateTo}T00:00:00Z`).getTime() + DAY_MS),
  };
}

/** The Monday (UTC) of the ISO week a day falls in, as 'YYYY-MM-DD'. */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return isoDay(new Date(date.getTime() - sinceMonday * DAY_MS));
}

/** Every week that touches the range, by its Monday, oldest first (the weekly chart's bars). */
export function weeksOfRange(range: ReportRange): string[] {
  const weeks: string[] = [];
  const last = weekStartOf(range.dateTo);
  for (let week = weekStartOf(range.dateFrom); week <= last; ) {
    weeks.push(week);
    week = isoDay(new Date(new Date(`${week}T00:00:00Z`).getTime() + 7 * DAY_MS));
  }
  return weeks;
}

/** Every calendar month that touches the range, as 'YYYY-MM', oldest first. */
export function monthsOfRange(range: ReportRange): string[] {
  const months: string[] = [];
  const last = range.dateTo.slice(0, 7);
  const start = new Date(`${range.dateFrom.slice(0, 7)}-01T00:00:00Z`);
  for (let index = 0; ; index += 1) {
    const month = isoDay(
      new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + index, 1)),
    ).slice(0, 7);
    if (month > last) {
      return months;
    }
    months.push(month);
  }
}

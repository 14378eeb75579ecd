import { AppError } from '@skyparcel/domain/errors';
import { percentOf } from '@skyparcel/domain/reports';
import {
  conversionPercent,
  daysOfTelemetryPeriod,
  resolveTelemetryPeriod,
  TELEMETRY_AUDIENCES,
  TELEMETRY_CONVERSIONS,
  TELEMETRY_TOP_ROWS,
  type TelemetryBreakdownRow,
  type TelemetryDashboard,
  type TelemetryDashboardQuery,
} from '@skyparcel/domain/telemetry';
import type { TelemetryFoldDeps } from './fold-telemetry-days';
import {
  findTelemetryFoldWatermark,
  readTelemetryFigures,
  type TelemetryDailyFigure,
} from './telemetry-daily.repository';

const byLargest =
  (key: 'pageViews' | 'sessions') => (a: TelemetryDailyFigure, b: TelemetryDailyFigure) =>
    b[key] - a[key] || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

/**
 * GET /admin/telemetry (issue 28, decision 065): the period's figures from the daily rollup,
 * as of the last fold. Every day of the period is listed; breakdowns list their largest
 * TELEMETRY_TOP_ROWS values; a share or rate has one decimal (`percentOf`).
 */
export async function getTelemetryDashboard(
  deps: TelemetryFoldDeps,
  query: TelemetryDashboardQuery,
): Promise<TelemetryDashboard> {
  const decision = resolveTelemetryPeriod(query, deps.clock());
  if (!decision.ok) {
    throw new AppError('VALIDATION_FAILED', { fields: { [decision.field]: decision.key } });
  }
  const { period } = decision;
  const figures = await readTelemetryFigures(deps.db, period);
  const mark = await findTelemetryFoldWatermark(deps.db);

  const of = (dimension: string) => figures.filter((figure) => figure.dimension === dimension);
  const allByDay = new Map(of('all').map((figure) => [figure.day, figure]));
  const days = daysOfTelemetryPeriod(period).map((day) => {
    const figure = allByDay.get(day);
    return {
      day,
      pageViews: figure?.pageViews ?? 0,
      users: figure?.users ?? 0,
      sessions: figure?.sessions ?? 0,
    };
  });
  const totals = {
    pageViews: days.reduce((sum, day) => sum + day.pageViews, 0),
    sessions: days.reduce((sum, day) => sum + day.sessions, 0),
  };
  const breakdown = (dimension: string): TelemetryBreakdownRow[] =>
    of(dimension)
      .sort(byLargest('pageViews'))
      .slice(0, TELEMETRY_TOP_ROWS)
      .map((figure) => ({
        value: figure.value,
        pageViews: figure.pageViews,
        sessions: figure.sessions,
        sharePercent: percentOf(figure.pageViews, totals.pageViews),
      }));
  const audienceRows = new Map(breakdown('audience').map((row) => [row.value, row]));
  const conversionSessions = new Map(
    of('conversion').map((figure) => [figure.value, figure.sessions]),
  );

  return {
    period,
    foldedAt: mark?.foldedAt.toISOString() ?? null,
    totals,
    days,
    pages: breakdown('page'),
    entryPages: of('entry')
      .sort(byLargest('sessions'))
      .slice(0, TELEMETRY_TOP_ROWS)
      .map((figure) => ({
        value: figure.value,
        sessions: figure.sessions,
        sharePercent: percentOf(figure.sessions, totals.sessions),
      })),
    languages: breakdown('language'),
    devices: breakdown('device'),
    browsers: breakdown('browser'),
    audiences: TELEMETRY_AUDIENCES.map((value) => ({
      pageViews: 0,
      sessions: 0,
      sharePercent: 0,
      ...audienceRows.get(value),
      value,
    })),
    conversions: TELEMETRY_CONVERSIONS.map((name) => {
      const sessions = conversionSessions.get(name) ?? 0;
      return { name, sessions, ratePercent: conversionPercent(sessions, totals.sessions) };
    }),
  };
}

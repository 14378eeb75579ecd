import type { TelemetryDashboard } from '@skyparcel/domain/telemetry';
import { writeCsv } from '../../lib/csv-writer';

/**
 * The dashboard as one CSV (issue 28, decision 065): a line per figure, named by its section
 * and key in codes (a spreadsheet reads them in any language), the same numbers as the screen.
 * Page patterns and languages come from browsers: `writeCsv` keeps every cell a text.
 */
export function telemetryDashboardCsv(dashboard: TelemetryDashboard): string {
  const breakdown = (section: string, rows: TelemetryDashboard['pages']) =>
    rows.map((row) => [section, row.value, row.pageViews, row.sessions, '', row.sharePercent]);
  return writeCsv([
    ['section', 'key', 'page_views', 'sessions', 'users', 'percent'],
    [
      'total',
      `${dashboard.period.from}..${dashboard.period.to}`,
      dashboard.totals.pageViews,
      dashboard.totals.sessions,
      '',
      '',
    ],
    ...dashboard.days.map((day) => ['day', day.day, day.pageViews, day.sessions, day.users, '']),
    ...breakdown('page', dashboard.pages),
    ...dashboard.entryPages.map((row) => [
      'entry_page',
      row.value,
      '',
      row.sessions,
      '',
      row.sharePercent,
    ]),
    ...breakdown('language', dashboard.languages),
    ...breakdown('device', dashboard.devices),
    ...breakdown('browser', dashboard.browsers),
    ...breakdown('audience', dashboard.audiences),
    ...dashboard.conversions.map((row) => [
      'conversion',
      row.name,
      '',
      row.sessions,
      '',
      row.ratePercent,
    ]),
  ]);
}

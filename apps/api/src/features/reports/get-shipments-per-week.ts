import type { ReportQuery, ShipmentsPerWeekReport } from '@skyparcel/domain/reports';
import { weeksOfRange } from '@skyparcel/domain/reports';
import type { SessionUser } from '../../plugins/auth';
import { countShipmentsPerWeek } from './report.repository';
import type { ReportDeps } from './report-deps';
import { reportCriteriaOf } from './report-scope';

/** GET /reports/shipments-per-week: the company's paid shipments per week, every week listed. */
export async function getShipmentsPerWeek(
  deps: ReportDeps,
  user: SessionUser,
  query: ReportQuery,
): Promise<ShipmentsPerWeekReport> {
  const { criteria, range } = reportCriteriaOf(user, query, deps.clock());
  const rows = await countShipmentsPerWeek(deps.db, criteria);
  const byWeek = new Map(rows.map((row) => [row.weekStart, row.shipments]));
  const weeks = weeksOfRange(range).map((weekStart) => ({
    weekStart,
    shipments: byWeek.get(weekStart) ?? 0,
  }));
  return { range, total: rows.reduce((sum, row) => sum + row.shipments, 0), weeks };
}

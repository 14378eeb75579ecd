import {
  type DeliveryPerformanceReport,
  PROMISED_TRANSIT_DAYS,
  percentOf,
  type ReportQuery,
} from '@skyparcel/domain/reports';
import type { SessionUser } from '../../plugins/auth';
import { measureDeliveriesPerLane } from './report.repository';
import type { ReportDeps } from './report-deps';
import { reportCriteriaOf } from './report-scope';

/**
 * GET /reports/delivery-performance: the deliveries of the range per lane, the share delivered
 * within the promised days and the mean days in transit (one decimal); most deliveries first.
 */
export async function getDeliveryPerformance(
  deps: ReportDeps,
  user: SessionUser,
  query: ReportQuery,
): Promise<DeliveryPerformanceReport> {
  const { criteria, range } = reportCriteriaOf(user, query, deps.clock());
  const rows = await measureDeliveriesPerLane(deps.db, criteria);
  const lanes = rows
    .map((row) => ({
      origin: row.origin,
      destination: row.destination,
      delivered: row.delivered,
      onTime: row.onTime,
      onTimePercent: percentOf(row.onTime, row.delivered),
      averageTransitDays: Math.round(row.averageTransitDays * 10) / 10,
    }))
    .sort(
      (a, b) =>
        b.delivered - a.delivered ||
        a.origin.localeCompare(b.origin) ||
        a.destination.localeCompare(b.destination),
    );
  return { range, promisedTransitDays: PROMISED_TRANSIT_DAYS, lanes };
}

import type { LaneReport, ReportQuery } from '@skyparcel/domain/reports';
import type { SessionUser } from '../../plugins/auth';
import { sumShipmentsPerLane, sumSpendPerLane } from './report.repository';
import type { ReportDeps } from './report-deps';
import { reportCriteriaOf } from './report-scope';

type Lane = LaneReport['lanes'][number];

/**
 * GET /reports/lanes: per lane (origin -> destination) the shipments paid in the range, their
 * weight, and what the invoices issued in the range billed, per currency; busiest lane first.
 */
export async function getLaneReport(
  deps: ReportDeps,
  user: SessionUser,
  query: ReportQuery,
): Promise<LaneReport> {
  const { criteria, range } = reportCriteriaOf(user, query, deps.clock());
  const [shipments, spend] = await Promise.all([
    sumShipmentsPerLane(deps.db, criteria),
    sumSpendPerLane(deps.db, criteria),
  ]);
  const lanes = new Map<string, Lane>();
  const laneOf = (origin: string, destination: string): Lane => {
    const key = `${origin}-${destination}`;
    const lane = lanes.get(key) ?? { origin, destination, shipments: 0, weightGrams: 0, spend: [] };
    lanes.set(key, lane);
    return lane;
  };
  for (const row of shipments) {
    Object.assign(laneOf(row.origin, row.destination), {
      shipments: row.shipments,
      weightGrams: row.weightGrams,
    });
  }
  for (const row of spend) {
    laneOf(row.origin, row.destination).spend.push({
      currency: row.currency,
      amountMinor: row.amountMinor,
    });
  }
  const sorted = [...lanes.values()].sort(
    (a, b) =>
      b.shipments - a.shipments ||
      a.origin.localeCompare(b.origin) ||
      a.destination.localeCompare(b.destination),
  );
  for (const lane of sorted) {
    lane.spend.sort((a, b) => a.currency.localeCompare(b.currency));
  }
  return { range, lanes: sorted };
}

import type { ReportLaneOptions } from '@skyparcel/domain/reports';
import type { SessionUser } from '../../plugins/auth';
import { listCompanyLanes } from './report.repository';
import type { ReportDeps } from './report-deps';
import { reportCriteriaOf } from './report-scope';

/** GET /reports/lane-options: the origins and destinations the company has shipped between. */
export async function listReportLaneOptions(
  deps: ReportDeps,
  user: SessionUser,
): Promise<ReportLaneOptions> {
  const { criteria } = reportCriteriaOf(user, {}, deps.clock());
  const lanes = await listCompanyLanes(deps.db, criteria.companyId);
  const distinct = (values: string[]) => [...new Set(values)].sort();
  return {
    origins: distinct(lanes.map((lane) => lane.origin)),
    destinations: distinct(lanes.map((lane) => lane.destination)),
  };
}

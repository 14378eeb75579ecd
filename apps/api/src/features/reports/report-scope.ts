import { AppError } from '@skyparcel/domain/errors';
import {
  type ReportQuery,
  type ReportRange,
  reportRangeInstants,
  resolveReportRange,
} from '@skyparcel/domain/reports';
import type { SessionUser } from '../../plugins/auth';
import type { ReportCriteria } from './report.repository';

/**
 * Whose data a report reads and over which days (issue 15, decision 055): the caller's company
 * (SHIPPER or SHIPPER ADMIN; one without a company has no reports) and the query's range, its
 * default filled in and its rules checked (a reversed or too long range answers 400).
 */
export function reportCriteriaOf(
  user: SessionUser,
  query: ReportQuery,
  today: Date,
): { criteria: ReportCriteria; range: ReportRange } {
  if ((user.role !== 'SHIPPER' && user.role !== 'SHIPPER ADMIN') || user.companyId === null) {
    throw new AppError('FORBIDDEN');
  }
  const decision = resolveReportRange(query, today);
  if (!decision.ok) {
    throw new AppError('VALIDATION_FAILED', { fields: { [decision.field]: decision.key } });
  }
  const { range } = decision;
  return {
    range,
    criteria: {
      companyId: user.companyId,
      ...reportRangeInstants(range),
      origin: query.origin,
      destination: query.destination,
    },
  };
}

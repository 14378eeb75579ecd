import type { BookingsPerUploadReport, ReportQuery } from '@skyparcel/domain/reports';
import type { SessionUser } from '../../plugins/auth';
import { countBookingsPerUpload } from './report.repository';
import type { ReportDeps } from './report-deps';
import { reportCriteriaOf } from './report-scope';

/**
 * GET /reports/bookings-per-upload: the company's EDI uploads of the range, oldest first, with
 * the shipments each booked (a failed upload books none: decision 054).
 */
export async function getBookingsPerUpload(
  deps: ReportDeps,
  user: SessionUser,
  query: ReportQuery,
): Promise<BookingsPerUploadReport> {
  const { criteria, range } = reportCriteriaOf(user, query, deps.clock());
  const rows = await countBookingsPerUpload(deps.db, criteria);
  const uploads = rows
    .reverse()
    .map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString() }));
  return {
    range,
    totalBookings: uploads.reduce((sum, upload) => sum + upload.bookings, 0),
    uploads,
  };
}

import type { ReportName, ReportQuery } from '@skyparcel/domain/reports';
import { buildUrl } from '@/lib/api-client';
import { downloadAuthorisedFile } from '@/lib/authorised-file';

/** GET /reports/{name}.csv with the page's filter, saved as a file. */
export function downloadReportCsv(name: ReportName, filter: ReportQuery): Promise<void> {
  return downloadAuthorisedFile(
    buildUrl(`/reports/${name}.csv`, filter),
    `${name}-${new Date().toISOString().slice(0, 10)}.csv`,
    'report export',
  );
}

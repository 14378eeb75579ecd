import type { TelemetryDashboardQuery } from '@skyparcel/domain/telemetry';
import { buildUrl } from '@/lib/api-client';
import { downloadAuthorisedFile } from '@/lib/authorised-file';

/** GET /admin/telemetry.csv over the page's period, saved as a file. */
export function downloadSiteTrafficCsv(period: TelemetryDashboardQuery): Promise<void> {
  return downloadAuthorisedFile(
    buildUrl('/admin/telemetry.csv', period),
    `site-traffic-${new Date().toISOString().slice(0, 10)}.csv`,
    'site traffic export',
  );
}

import type { TelemetryDashboardQuery } from '@skyparcel/domain/telemetry';
import { useNavigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { SiteTrafficDashboard } from '@/features/site-traffic/components/site-traffic-dashboard';
import { TrafficPeriodPicker } from '@/features/site-traffic/components/traffic-period-picker';
import { useTranslation } from '@/lib/i18n';
import '@/features/site-traffic/site-traffic.css';

/** The period lives in the address, so reloads, the back button and shared links keep it. */
function readPeriod(params: URLSearchParams): TelemetryDashboardQuery {
  return { from: params.get('from') || undefined, to: params.get('to') || undefined };
}

/**
 * `/admin/traffic` (ADMIN; issue 28, decision 065): the portal's page views over a period of
 * UTC days, from its own telemetry: a chart of days, the breakdowns, a CSV.
 */
export function AdminTrafficPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const period = readPeriod(searchParams);
  const pageName = t('pages.adminTraffic');

  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      <p className="page__lead">{t('operator.siteTraffic.lead')}</p>
      <section className="card" aria-label={t('operator.siteTraffic.period.caption')}>
        <TrafficPeriodPicker
          key={searchParams.toString()}
          period={period}
          onChange={(next) => void navigate(paths.adminTraffic.getHref(next))}
        />
      </section>
      <SiteTrafficDashboard period={period} />
    </div>
  );
}

import { isRtlLocale } from '@skyparcel/domain/locale';
import type { TelemetryDashboard, TelemetryDashboardQuery } from '@skyparcel/domain/telemetry';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Disclosure } from '@/components/ui/disclosure';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime, formatNumber, formatPercent } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { downloadSiteTrafficCsv } from '../api/download-site-traffic-csv';
import { useSiteTraffic, useUpdateSiteTraffic } from '../api/get-site-traffic';
import { BreakdownTable } from './breakdown-table';
import { LazyTrafficChart } from './lazy-traffic-chart';
import { formatLanguageCode, formatTrafficAxisDay, formatTrafficDay } from './site-traffic-format';

type Day = TelemetryDashboard['days'][number];
type EntryPage = TelemetryDashboard['entryPages'][number];
type Conversion = TelemetryDashboard['conversions'][number];

const PREFIX = 'operator.siteTraffic';
const DEVICES = ['desktop', 'tablet', 'phone', 'other'] as const;
type Device = (typeof DEVICES)[number];
const isDevice = (value: string): value is Device => (DEVICES as readonly string[]).includes(value);

/** A route pattern as written, left to right in Arabic too. */
function PagePattern({ value }: { value: string }) {
  return (
    <code dir="ltr" className="site-traffic__page">
      {value}
    </code>
  );
}

export type SiteTrafficDashboardProps = {
  period: TelemetryDashboardQuery;
};

/**
 * The site traffic of a period (issue 28, decision 065): how fresh the figures are (with an
 * update now), the CSV, then the totals, the chart of days and a table per breakdown.
 */
export function SiteTrafficDashboard({ period }: SiteTrafficDashboardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useSiteTraffic(period);
  const update = useUpdateSiteTraffic();
  const [isDownloading, setIsDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const foldedAt = query.data?.foldedAt;

  async function handleDownload() {
    setIsDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadSiteTrafficCsv(period);
    } catch {
      setDownloadFailed(true);
    } finally {
      setIsDownloading(false);
    }
  }

  const languageName = (code: string) =>
    code === 'other' ? t(`${PREFIX}.other`) : (formatLanguageCode(code, locale) ?? code);
  const deviceName = (device: string) =>
    t(`${PREFIX}.device.${isDevice(device) ? device : 'other'}`);
  const browserName = (browser: string) => (browser === 'Other' ? t(`${PREFIX}.other`) : browser);

  return (
    <div className="site-traffic">
      <div className="site-traffic__status">
        <p className="page__lead" aria-live="polite">
          {query.data === undefined
            ? null
            : foldedAt
              ? t(`${PREFIX}.foldedAt`, { time: formatDateTime(foldedAt, locale) })
              : t(`${PREFIX}.notFolded`)}
        </p>
        <div className="button-row">
          <Button
            variant="secondary"
            size="small"
            isLoading={update.isPending}
            onClick={() => update.mutate()}
          >
            {t(`${PREFIX}.updateNow`)}
          </Button>
          <Button
            variant="secondary"
            size="small"
            isLoading={isDownloading}
            onClick={() => void handleDownload()}
          >
            {t(`${PREFIX}.downloadCsv`)}
          </Button>
        </div>
      </div>
      {update.isError ? <Alert tone="error">{t(`${PREFIX}.updateFailed`)}</Alert> : null}
      {downloadFailed ? <Alert tone="error">{t(`${PREFIX}.downloadFailed`)}</Alert> : null}
      <QueryState
        query={query}
        isEmpty={(dashboard) => dashboard.totals.pageViews === 0}
        empty={t(`${PREFIX}.empty`)}
        errorTitle={t(`${PREFIX}.loadFailed`)}
      >
        {(dashboard) => (
          <>
            <p className="site-traffic__showing">
              {t(`${PREFIX}.period.showing`, {
                from: formatTrafficDay(dashboard.period.from, locale),
                to: formatTrafficDay(dashboard.period.to, locale),
              })}
            </p>
            <dl className="site-traffic__figures">
              <div>
                <dt>{t(`${PREFIX}.columns.pageViews`)}</dt>
                <dd>{formatNumber(dashboard.totals.pageViews, locale)}</dd>
              </div>
              <div>
                <dt>{t(`${PREFIX}.columns.sessions`)}</dt>
                <dd>{formatNumber(dashboard.totals.sessions, locale)}</dd>
              </div>
              {dashboard.conversions.map((conversion) => (
                <div key={conversion.name}>
                  <dt>{t(`${PREFIX}.conversion.${conversion.name}`)}</dt>
                  <dd>{formatPercent(conversion.ratePercent, locale)}</dd>
                </div>
              ))}
            </dl>
            <section className="card site-traffic__section" aria-label={t(`${PREFIX}.chartLabel`)}>
              <h2>{t(`${PREFIX}.chartLabel`)}</h2>
              <LazyTrafficChart
                label={t(`${PREFIX}.chartLabel`)}
                isRtl={isRtlLocale(locale)}
                data={dashboard.days.map((day) => ({
                  day: formatTrafficAxisDay(day.day, locale),
                  pageViews: day.pageViews,
                  users: day.users,
                  sessions: day.sessions,
                }))}
                series={[
                  {
                    name: 'pageViews',
                    label: t(`${PREFIX}.columns.pageViews`),
                    color: 'var(--color-primary)',
                  },
                  {
                    name: 'sessions',
                    label: t(`${PREFIX}.columns.sessions`),
                    color: 'var(--color-accent)',
                  },
                  {
                    name: 'users',
                    label: t(`${PREFIX}.columns.users`),
                    color: 'var(--color-success)',
                  },
                ]}
                valueFormatter={(value) => formatNumber(value, locale)}
              />
              <p className="site-traffic__note">{t(`${PREFIX}.usersNote`)}</p>
              <Disclosure summary={t(`${PREFIX}.dailyFigures`)}>
                <DataTable<Day>
                  caption={t(`${PREFIX}.dailyFigures`)}
                  rows={dashboard.days}
                  getRowKey={(day) => day.day}
                  columns={[
                    {
                      id: 'day',
                      header: t(`${PREFIX}.columns.day`),
                      isRowHeader: true,
                      cell: (day) => formatTrafficDay(day.day, locale),
                    },
                    {
                      id: 'pageViews',
                      header: t(`${PREFIX}.columns.pageViews`),
                      cell: (day) => formatNumber(day.pageViews, locale),
                    },
                    {
                      id: 'users',
                      header: t(`${PREFIX}.columns.users`),
                      cell: (day) => formatNumber(day.users, locale),
                    },
                    {
                      id: 'sessions',
                      header: t(`${PREFIX}.columns.sessions`),
                      cell: (day) => formatNumber(day.sessions, locale),
                    },
                  ]}
                />
              </Disclosure>
            </section>
            <div className="site-traffic__grid">
              <BreakdownTable
                title={t(`${PREFIX}.sections.pages`)}
                valueHeader={t(`${PREFIX}.columns.page`)}
                rows={dashboard.pages}
                renderValue={(value) => <PagePattern value={value} />}
              />
              <section
                className="card site-traffic__section"
                aria-label={t(`${PREFIX}.sections.entryPages`)}
              >
                <h2>{t(`${PREFIX}.sections.entryPages`)}</h2>
                <p className="page__lead">{t(`${PREFIX}.sections.entryPagesLead`)}</p>
                <DataTable<EntryPage>
                  caption={t(`${PREFIX}.sections.entryPages`)}
                  rows={dashboard.entryPages}
                  getRowKey={(row) => row.value}
                  columns={[
                    {
                      id: 'page',
                      header: t(`${PREFIX}.columns.page`),
                      isRowHeader: true,
                      cell: (row) => <PagePattern value={row.value} />,
                    },
                    {
                      id: 'sessions',
                      header: t(`${PREFIX}.columns.sessions`),
                      sort: 'descending',
                      cell: (row) => formatNumber(row.sessions, locale),
                    },
                    {
                      id: 'share',
                      header: t(`${PREFIX}.columns.share`),
                      cell: (row) => formatPercent(row.sharePercent, locale),
                    },
                  ]}
                />
              </section>
              <BreakdownTable
                title={t(`${PREFIX}.sections.languages`)}
                valueHeader={t(`${PREFIX}.columns.language`)}
                rows={dashboard.languages}
                renderValue={languageName}
              />
              <BreakdownTable
                title={t(`${PREFIX}.sections.devices`)}
                valueHeader={t(`${PREFIX}.columns.device`)}
                rows={dashboard.devices}
                renderValue={deviceName}
              />
              <BreakdownTable
                title={t(`${PREFIX}.sections.browsers`)}
                valueHeader={t(`${PREFIX}.columns.browser`)}
                rows={dashboard.browsers}
                renderValue={browserName}
              />
              <BreakdownTable
                title={t(`${PREFIX}.sections.audiences`)}
                valueHeader={t(`${PREFIX}.columns.audience`)}
                rows={dashboard.audiences}
                renderValue={(value) =>
                  t(`${PREFIX}.audience.${value === 'signedIn' ? 'signedIn' : 'visitor'}`)
                }
              />
              <section
                className="card site-traffic__section"
                aria-label={t(`${PREFIX}.sections.conversions`)}
              >
                <h2>{t(`${PREFIX}.sections.conversions`)}</h2>
                <p className="page__lead">{t(`${PREFIX}.sections.conversionsLead`)}</p>
                <DataTable<Conversion>
                  caption={t(`${PREFIX}.sections.conversions`)}
                  rows={dashboard.conversions}
                  getRowKey={(row) => row.name}
                  columns={[
                    {
                      id: 'goal',
                      header: t(`${PREFIX}.columns.conversion`),
                      isRowHeader: true,
                      cell: (row) => t(`${PREFIX}.conversion.${row.name}`),
                    },
                    {
                      id: 'sessions',
                      header: t(`${PREFIX}.columns.sessions`),
                      cell: (row) => formatNumber(row.sessions, locale),
                    },
                    {
                      id: 'rate',
                      header: t(`${PREFIX}.columns.rate`),
                      cell: (row) => formatPercent(row.ratePercent, locale),
                    },
                  ]}
                />
              </section>
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}

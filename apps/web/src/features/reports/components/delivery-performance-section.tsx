import { isRtlLocale } from '@skyparcel/domain/locale';
import type { DeliveryPerformanceReport, ReportQuery } from '@skyparcel/domain/reports';
import { DataTable } from '@/components/ui/data-table';
import { formatNumber, formatPercent } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { LazyReportChart } from './lazy-report-chart';
import { formatLane, shortLane } from './report-format';
import { ReportSection } from './report-section';

type Lane = DeliveryPerformanceReport['lanes'][number];

/** On-time delivery per lane: the rate as bars, the counts and transit days in the table. */
export function DeliveryPerformanceSection({ filter }: { filter: ReportQuery }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const isRtl = isRtlLocale(locale);
  const prefix = 'reports.deliveryPerformance';
  const title = t(`${prefix}.title`);
  return (
    <ReportSection
      name="delivery-performance"
      filter={filter}
      title={title}
      lead={t(`${prefix}.lead`, { days: formatNumber(7, locale) })}
      isEmpty={(report) => report.lanes.length === 0}
    >
      {(report) => (
        <>
          <LazyReportChart
            label={t('reports.chartLabel', { report: title })}
            isRtl={isRtl}
            data={report.lanes.map((lane) => ({
              lane: shortLane(lane.origin, lane.destination, isRtl),
              onTime: lane.onTimePercent,
            }))}
            dataKey="lane"
            series={[
              { name: 'onTime', label: t(`${prefix}.onTimeRate`), color: 'var(--color-success)' },
            ]}
            valueFormatter={(value) => formatPercent(value, locale)}
          />
          <DataTable<Lane>
            caption={title}
            rows={report.lanes}
            getRowKey={(lane) => `${lane.origin}-${lane.destination}`}
            columns={[
              {
                id: 'lane',
                header: t('reports.lane'),
                isRowHeader: true,
                cell: (lane) => formatLane(lane.origin, lane.destination, locale, isRtl),
              },
              {
                id: 'delivered',
                header: t(`${prefix}.delivered`),
                cell: (lane) => formatNumber(lane.delivered, locale),
              },
              {
                id: 'onTime',
                header: t(`${prefix}.onTime`),
                cell: (lane) => formatNumber(lane.onTime, locale),
              },
              {
                id: 'rate',
                header: t(`${prefix}.onTimeRate`),
                cell: (lane) => formatPercent(lane.onTimePercent, locale),
              },
              {
                id: 'transit',
                header: t(`${prefix}.transitDays`),
                cell: (lane) => formatNumber(lane.averageTransitDays, locale, 1),
              },
            ]}
          />
        </>
      )}
    </ReportSection>
  );
}

import { isRtlLocale } from '@skyparcel/domain/locale';
import type { ReportQuery, ShipmentsPerWeekReport } from '@skyparcel/domain/reports';
import { DataTable } from '@/components/ui/data-table';
import { formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { LazyReportChart } from './lazy-report-chart';
import { formatDay } from './report-format';
import { ReportSection } from './report-section';

type Week = ShipmentsPerWeekReport['weeks'][number];

/** Paid shipments per week: a bar a week, and the weeks as a table. */
export function ShipmentsPerWeekSection({ filter }: { filter: ReportQuery }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const prefix = 'reports.shipmentsPerWeek';
  const title = t(`${prefix}.title`);
  return (
    <ReportSection
      name="shipments-per-week"
      filter={filter}
      title={title}
      lead={t(`${prefix}.lead`)}
      isEmpty={(report) => report.total === 0}
    >
      {(report) => (
        <>
          <p className="report-section__figure">
            {t(`${prefix}.total`, { count: formatNumber(report.total, locale) })}
          </p>
          <LazyReportChart
            label={t('reports.chartLabel', { report: title })}
            isRtl={isRtlLocale(locale)}
            data={report.weeks.map((week) => ({
              week: formatDay(week.weekStart, locale),
              shipments: week.shipments,
            }))}
            dataKey="week"
            series={[
              { name: 'shipments', label: t(`${prefix}.shipments`), color: 'var(--color-primary)' },
            ]}
            valueFormatter={(value) => formatNumber(value, locale)}
          />
          <DataTable<Week>
            caption={title}
            rows={report.weeks}
            getRowKey={(week) => week.weekStart}
            columns={[
              {
                id: 'week',
                header: t(`${prefix}.week`),
                isRowHeader: true,
                cell: (week) => formatDay(week.weekStart, locale),
              },
              {
                id: 'shipments',
                header: t(`${prefix}.shipments`),
                cell: (week) => formatNumber(week.shipments, locale),
              },
            ]}
          />
        </>
      )}
    </ReportSection>
  );
}

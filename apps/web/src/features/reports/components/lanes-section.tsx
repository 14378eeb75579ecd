import { isRtlLocale } from '@skyparcel/domain/locale';
import { currencyDecimals } from '@skyparcel/domain/money';
import type { LaneReport, ReportQuery } from '@skyparcel/domain/reports';
import { formatMoney } from '@skyparcel/i18n/format-money';
import { DataTable } from '@/components/ui/data-table';
import { formatMeasure, formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { LazyReportChart } from './lazy-report-chart';
import { formatLane, shortLane, toMajor } from './report-format';
import { ReportSection } from './report-section';

type Lane = LaneReport['lanes'][number];

const CURRENCY_COLORS = ['var(--color-primary)', 'var(--color-accent)', 'var(--color-success)'];

/** Weight and spend per lane: a chart of each (spend a bar per currency) and the lanes' table. */
export function LanesSection({ filter }: { filter: ReportQuery }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const isRtl = isRtlLocale(locale);
  const prefix = 'reports.lanes';
  const title = t(`${prefix}.title`);
  return (
    <ReportSection
      name="lanes"
      filter={filter}
      title={title}
      lead={t(`${prefix}.lead`)}
      isEmpty={(report) => report.lanes.length === 0}
    >
      {(report) => {
        const currencies = [
          ...new Set(report.lanes.flatMap((lane) => lane.spend.map((spend) => spend.currency))),
        ].sort();
        const kilograms = (grams: number) => formatMeasure(grams / 1000, 'kilogram', locale);
        return (
          <>
            <div className="report-section__charts">
              <LazyReportChart
                label={t('reports.chartLabel', { report: t(`${prefix}.weightChart`) })}
                isRtl={isRtl}
                data={report.lanes.map((lane) => ({
                  lane: shortLane(lane.origin, lane.destination, isRtl),
                  weight: lane.weightGrams / 1000,
                }))}
                dataKey="lane"
                series={[
                  { name: 'weight', label: t(`${prefix}.weight`), color: 'var(--color-primary)' },
                ]}
                valueFormatter={(value) => formatMeasure(value, 'kilogram', locale)}
              />
              {currencies.length > 0 ? (
                <LazyReportChart
                  label={t('reports.chartLabel', { report: t(`${prefix}.spendChart`) })}
                  isRtl={isRtl}
                  data={report.lanes.map((lane) => ({
                    lane: shortLane(lane.origin, lane.destination, isRtl),
                    ...Object.fromEntries(
                      lane.spend.map((spend) => [
                        spend.currency,
                        toMajor(spend.amountMinor, currencyDecimals(spend.currency)),
                      ]),
                    ),
                  }))}
                  dataKey="lane"
                  series={currencies.map((currency, index) => ({
                    name: currency,
                    label: currency,
                    color: CURRENCY_COLORS[index % CURRENCY_COLORS.length] ?? 'gray',
                  }))}
                  valueFormatter={(value) => formatNumber(value, locale)}
                />
              ) : null}
            </div>
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
                  id: 'shipments',
                  header: t(`${prefix}.shipments`),
                  cell: (lane) => formatNumber(lane.shipments, locale),
                },
                {
                  id: 'weight',
                  header: t(`${prefix}.weight`),
                  cell: (lane) => kilograms(lane.weightGrams),
                },
                {
                  id: 'spend',
                  header: t(`${prefix}.spend`),
                  cell: (lane) =>
                    lane.spend.length === 0
                      ? '—'
                      : lane.spend.map((spend) => formatMoney(spend, locale)).join(', '),
                },
              ]}
            />
          </>
        );
      }}
    </ReportSection>
  );
}

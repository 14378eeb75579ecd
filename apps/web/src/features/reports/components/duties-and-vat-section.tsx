import { isRtlLocale } from '@skyparcel/domain/locale';
import { currencyDecimals } from '@skyparcel/domain/money';
import type { DutiesAndVatReport, ReportQuery } from '@skyparcel/domain/reports';
import { formatMoney } from '@skyparcel/i18n/format-money';
import { DataTable } from '@/components/ui/data-table';
import { formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { LazyReportChart } from './lazy-report-chart';
import { formatMonth, toMajor } from './report-format';
import { ReportSection } from './report-section';

type Month = DutiesAndVatReport['months'][number];

/** Duties and VAT paid per month: stacked bars per currency, and the months' table. */
export function DutiesAndVatSection({ filter }: { filter: ReportQuery }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const prefix = 'reports.dutiesAndVat';
  const title = t(`${prefix}.title`);
  return (
    <ReportSection
      name="duties-and-vat"
      filter={filter}
      title={title}
      lead={t(`${prefix}.lead`)}
      isEmpty={(report) => report.totals.length === 0}
    >
      {(report) => (
        <>
          <ul className="report-section__figures">
            {report.totals.map((total) => (
              <li key={total.currency}>
                {t(`${prefix}.totals`, {
                  duties: formatMoney(
                    { amountMinor: total.dutiesMinor, currency: total.currency },
                    locale,
                  ),
                  vat: formatMoney(
                    { amountMinor: total.vatMinor, currency: total.currency },
                    locale,
                  ),
                })}
              </li>
            ))}
          </ul>
          {report.totals.map(({ currency }) => (
            <LazyReportChart
              key={currency}
              label={t('reports.chartLabel', { report: `${title} (${currency})` })}
              isRtl={isRtlLocale(locale)}
              isStacked
              data={report.months
                .filter((month) => month.currency === currency)
                .map((month) => ({
                  month: formatMonth(month.month, locale),
                  duties: toMajor(month.dutiesMinor, currencyDecimals(currency)),
                  vat: toMajor(month.vatMinor, currencyDecimals(currency)),
                }))}
              dataKey="month"
              series={[
                { name: 'duties', label: t(`${prefix}.duties`), color: 'var(--color-primary)' },
                { name: 'vat', label: t(`${prefix}.vat`), color: 'var(--color-accent)' },
              ]}
              valueFormatter={(value) => formatNumber(value, locale)}
            />
          ))}
          <DataTable<Month>
            caption={title}
            rows={report.months}
            getRowKey={(month) => `${month.month}-${month.currency}`}
            columns={[
              {
                id: 'month',
                header: t(`${prefix}.month`),
                isRowHeader: true,
                cell: (month) => formatMonth(month.month, locale),
              },
              {
                id: 'duties',
                header: t(`${prefix}.duties`),
                cell: (month) =>
                  formatMoney({ amountMinor: month.dutiesMinor, currency: month.currency }, locale),
              },
              {
                id: 'vat',
                header: t(`${prefix}.vat`),
                cell: (month) =>
                  formatMoney({ amountMinor: month.vatMinor, currency: month.currency }, locale),
              },
            ]}
          />
        </>
      )}
    </ReportSection>
  );
}

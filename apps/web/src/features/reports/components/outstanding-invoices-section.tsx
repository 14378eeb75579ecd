import { isRtlLocale } from '@skyparcel/domain/locale';
import { currencyDecimals } from '@skyparcel/domain/money';
import type { OutstandingInvoicesReport, ReportQuery } from '@skyparcel/domain/reports';
import { formatMoney } from '@skyparcel/i18n/format-money';
import { DataTable } from '@/components/ui/data-table';
import { formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { LazyReportChart } from './lazy-report-chart';
import { toMajor } from './report-format';
import { ReportSection } from './report-section';

type AgeRow = OutstandingInvoicesReport['currencies'][number]['ages'][number] & {
  currency: string;
};

/** What the company still owes: per currency, by how overdue, as bars and a table. */
export function OutstandingInvoicesSection({ filter }: { filter: ReportQuery }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const prefix = 'reports.outstandingInvoices';
  const title = t(`${prefix}.title`);
  return (
    <ReportSection
      name="outstanding-invoices"
      filter={filter}
      title={title}
      lead={t(`${prefix}.lead`)}
      isEmpty={(report) => report.currencies.length === 0}
    >
      {(report) => (
        <>
          <ul className="report-section__figures">
            {report.currencies.map((row) => (
              <li key={row.currency}>
                {t(`${prefix}.totals`, {
                  count: formatNumber(row.invoices, locale),
                  outstanding: formatMoney(
                    { amountMinor: row.outstandingMinor, currency: row.currency },
                    locale,
                  ),
                  overdue: formatMoney(
                    { amountMinor: row.overdueMinor, currency: row.currency },
                    locale,
                  ),
                })}
              </li>
            ))}
          </ul>
          {report.currencies.map((row) => (
            <LazyReportChart
              key={row.currency}
              label={t('reports.chartLabel', { report: `${title} (${row.currency})` })}
              isRtl={isRtlLocale(locale)}
              data={row.ages.map((age) => ({
                age: t(`${prefix}.ages.${age.age}`),
                outstanding: toMajor(age.outstandingMinor, currencyDecimals(row.currency)),
              }))}
              dataKey="age"
              series={[
                {
                  name: 'outstanding',
                  label: `${t(`${prefix}.outstanding`)} (${row.currency})`,
                  color: 'var(--color-danger)',
                },
              ]}
              valueFormatter={(value) => formatNumber(value, locale)}
            />
          ))}
          <DataTable<AgeRow>
            caption={title}
            rows={report.currencies.flatMap((row) =>
              row.ages.map((age) => ({ ...age, currency: row.currency })),
            )}
            getRowKey={(row) => `${row.currency}-${row.age}`}
            columns={[
              {
                id: 'age',
                header: t(`${prefix}.age`),
                isRowHeader: true,
                cell: (row) => t(`${prefix}.ages.${row.age}`),
              },
              {
                id: 'invoices',
                header: t(`${prefix}.invoices`),
                cell: (row) => formatNumber(row.invoices, locale),
              },
              {
                id: 'outstanding',
                header: t(`${prefix}.outstanding`),
                cell: (row) =>
                  formatMoney(
                    { amountMinor: row.outstandingMinor, currency: row.currency },
                    locale,
                  ),
              },
            ]}
          />
        </>
      )}
    </ReportSection>
  );
}

import type { TelemetryBreakdownRow } from '@skyparcel/domain/telemetry';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { formatNumber, formatPercent } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';

export type BreakdownTableProps = {
  /** Already translated: the section's heading, the table's caption. */
  title: string;
  /** Already translated: the header of the column that names each row. */
  valueHeader: string;
  rows: readonly TelemetryBreakdownRow[];
  /** How a row's value reads (a page pattern, a language's name). */
  renderValue: (value: string) => ReactNode;
};

/** One breakdown of the period: page views, sessions and share of page views per value. */
export function BreakdownTable({ title, valueHeader, rows, renderValue }: BreakdownTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const prefix = 'operator.siteTraffic.columns';
  return (
    <section className="card site-traffic__section" aria-label={title}>
      <h2>{title}</h2>
      <DataTable<TelemetryBreakdownRow>
        caption={title}
        rows={rows}
        getRowKey={(row) => row.value}
        empty={t('operator.siteTraffic.empty')}
        columns={[
          {
            id: 'value',
            header: valueHeader,
            isRowHeader: true,
            cell: (row) => renderValue(row.value),
          },
          {
            id: 'pageViews',
            header: t(`${prefix}.pageViews`),
            sort: 'descending',
            cell: (row) => formatNumber(row.pageViews, locale),
          },
          {
            id: 'sessions',
            header: t(`${prefix}.sessions`),
            cell: (row) => formatNumber(row.sessions, locale),
          },
          {
            id: 'share',
            header: t(`${prefix}.share`),
            cell: (row) => formatPercent(row.sharePercent, locale),
          },
        ]}
      />
    </section>
  );
}

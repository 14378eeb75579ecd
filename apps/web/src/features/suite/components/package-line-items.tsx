import type { PackageDetails } from '@skyparcel/domain/packages';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { formatPackageMoney } from '../package-format';
import '../suite.css';

type LineItem = PackageDetails['lineItems'][number];

export type PackageLineItemsProps = {
  items: readonly LineItem[];
};

/** The declared items; on a phone each row is a card, as in the package list. */
export function PackageLineItems({ items }: PackageLineItemsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: DataTableColumn<LineItem>[] = [
    {
      id: 'description',
      header: t('suite.details.item.description'),
      isRowHeader: true,
      cell: (item) => item.description,
    },
    {
      id: 'quantity',
      header: t('suite.details.item.quantity'),
      cell: (item) => formatNumber(item.quantity, locale, 0),
    },
    {
      id: 'valuePerUnit',
      header: t('suite.details.item.valuePerUnit'),
      cell: (item) => formatPackageMoney(item.valuePerUnit, locale),
    },
    {
      id: 'total',
      header: t('suite.details.item.total'),
      cell: (item) => formatPackageMoney(item.totalValue, locale),
    },
    {
      id: 'hsCode',
      header: t('suite.details.item.hsCode'),
      cell: (item) => <span dir="ltr">{item.hsCode ?? '—'}</span>,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={items}
      getRowKey={(item) => item.id}
      caption={t('suite.details.lineItems')}
      empty={t('suite.details.noItems')}
    />
  );
}

import type { PackageSummary } from '@skyparcel/domain/packages';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import {
  formatPackageDimensions,
  formatPackageMoney,
  formatPackageWeight,
} from '@/features/suite/package-format';
import { useLocale, useTranslation } from '@/lib/i18n';

export type ShipPackageTableProps = {
  packages: readonly PackageSummary[];
  /** Already translated. */
  caption: string;
};

/** The packages of the shipment: number, retailer, weight, dimensions, declared value. */
export function ShipPackageTable({ packages, caption }: ShipPackageTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: DataTableColumn<PackageSummary>[] = [
    {
      id: 'number',
      header: t('shipping.packages.number'),
      isRowHeader: true,
      cell: (pkg) => <span dir="ltr">{pkg.packageNumber}</span>,
    },
    { id: 'retailer', header: t('shipping.packages.retailer'), cell: (pkg) => pkg.retailerName },
    {
      id: 'weight',
      header: t('shipping.packages.weight'),
      cell: (pkg) => formatPackageWeight(pkg.weight, locale),
    },
    {
      id: 'dimensions',
      header: t('shipping.packages.dimensions'),
      cell: (pkg) => formatPackageDimensions(pkg.dimensions, locale),
    },
    {
      id: 'value',
      header: t('shipping.packages.value'),
      cell: (pkg) =>
        pkg.totalValue
          ? formatPackageMoney(pkg.totalValue, locale)
          : t('shipping.packages.notDeclared'),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={packages}
      getRowKey={(pkg) => pkg.id}
      caption={caption}
      isCaptionVisible
    />
  );
}

import type { CappedPage } from '@skyparcel/domain/reference';
import { PackageStatusBadge } from '@/components/package-status-badge';
import { AppLink } from '@/components/ui/app-link';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { PageNavigation } from '@/components/ui/page-navigation';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useCappedCount } from '@/lib/use-capped-count';
import type { StaffPackageSummary } from '../api/get-staff-packages';

type StaffPackageTableProps = {
  result: CappedPage<StaffPackageSummary>;
  onPage: (page: number) => void;
};

/** One page of the staff package search, newest first (on a phone, one card per package). */
export function StaffPackageTable({ result, onPage }: StaffPackageTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pageCount, hasMorePages, totalText } = useCappedCount(result);
  const columns: DataTableColumn<StaffPackageSummary>[] = [
    {
      id: 'package',
      header: t('operator.packages.packageNumber'),
      isRowHeader: true,
      cell: (pkg) => <AppLink to={paths.staffPackage.getHref(pkg.id)}>{pkg.packageNumber}</AppLink>,
    },
    {
      id: 'status',
      header: t('operator.packages.status'),
      cell: (pkg) => <PackageStatusBadge status={pkg.status} reason={pkg.reason} reader="staff" />,
    },
    {
      id: 'customer',
      header: t('operator.package.owner'),
      cell: (pkg) =>
        pkg.suiteNumber && pkg.customerName
          ? t('operator.packages.customer', { name: pkg.customerName, suite: pkg.suiteNumber })
          : t('operator.packages.unassigned'),
    },
    { id: 'retailer', header: t('operator.packages.retailer'), cell: (pkg) => pkg.retailerName },
    {
      id: 'tracking',
      header: t('operator.packages.tracking'),
      cell: (pkg) => <span dir="ltr">{pkg.retailerTrackingNumber}</span>,
    },
    {
      id: 'received',
      header: t('operator.package.received'),
      cell: (pkg) => formatDateTime(pkg.receivedAt, locale),
    },
  ];

  return (
    <div>
      <p role="status">{t('operator.packages.resultCount', { total: totalText })}</p>
      <DataTable
        columns={columns}
        rows={result.items}
        getRowKey={(pkg) => pkg.id}
        caption={t('operator.packages.title')}
        empty={t('operator.packages.noResults')}
      />
      <PageNavigation
        page={result.page}
        pageCount={pageCount}
        hasMorePages={hasMorePages}
        onPage={onPage}
      />
    </div>
  );
}

import type { PackageSummary } from '@skyparcel/domain/packages';
import type { ShipRequestSummary } from '@skyparcel/domain/ship-requests';
import { PackageStatusBadge } from '@/components/package-status-badge';
import { AppLink } from '@/components/ui/app-link';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { ownerColumn } from '@/components/ui/owner-column';
import { paths } from '@/config/paths';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { formatPackageMoney, formatPackageWeight } from '../package-format';
import { PackageShipRequest } from './package-ship-request';
import '../suite.css';

export type SuitePackageTableProps = {
  packages: readonly PackageSummary[];
  /** Already translated: the tab and its total, read before the rows. */
  caption: string;
  /** Where the details page's back link returns: this list with its tab, search and page. */
  listHref: string;
  /** Ready to send: a box per package to choose it for a shipment. */
  selection?: SuitePackageSelection | undefined;
  /** Preparing: the ship request each package is in, when known. */
  shipRequests?: ReadonlyMap<string, ShipRequestSummary> | undefined;
};

export type SuitePackageSelection = {
  isChosen: (pkg: PackageSummary) => boolean;
  /** False for a package of another warehouse than the chosen ones. */
  canChoose: (pkg: PackageSummary) => boolean;
  onToggle: (pkg: PackageSummary) => void;
};

/** One page of packages (on a phone, one card per package). */
export function SuitePackageTable({
  packages,
  caption,
  listHref,
  selection,
  shipRequests,
}: SuitePackageTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const selectColumn: DataTableColumn<PackageSummary>[] = selection
    ? [
        {
          id: 'select',
          header: t('suite.ship.choose'),
          cell: (pkg) => (
            <input
              type="checkbox"
              className="suite-select"
              aria-label={t('suite.ship.choosePackage', { number: pkg.packageNumber })}
              checked={selection.isChosen(pkg)}
              disabled={!selection.canChoose(pkg)}
              onChange={() => selection.onToggle(pkg)}
            />
          ),
        },
      ]
    : [];
  const requestColumn: DataTableColumn<PackageSummary>[] = shipRequests
    ? [
        {
          id: 'shipRequest',
          header: t('suite.request.title'),
          cell: (pkg) => {
            const request = shipRequests.get(pkg.id);
            return request ? <PackageShipRequest request={request} /> : null;
          },
        },
      ]
    : [];
  // A business user's list holds the company's packages (decision 053): whose each one is.
  const owners = ownerColumn(packages, {
    header: t('suite.fields.owner'),
    you: t('suite.fields.ownerYou'),
  });
  const columns: DataTableColumn<PackageSummary>[] = [
    ...selectColumn,
    {
      id: 'packageId',
      header: t('suite.fields.packageId'),
      isRowHeader: true,
      cell: (pkg) => (
        <AppLink
          to={paths.suitePackage.getHref(pkg.warehouseId, pkg.id)}
          state={{ listHref }}
          aria-label={t('suite.list.open', { number: pkg.packageNumber })}
        >
          <span dir="ltr">{pkg.packageNumber}</span>
        </AppLink>
      ),
    },
    ...owners,
    { id: 'retailer', header: t('suite.fields.retailer'), cell: (pkg) => pkg.retailerName },
    {
      id: 'tracking',
      header: t('suite.fields.tracking'),
      cell: (pkg) => <span dir="ltr">{pkg.retailerTrackingNumber}</span>,
    },
    {
      id: 'received',
      header: t('suite.fields.received'),
      cell: (pkg) => formatDateTime(pkg.receivedAt, locale),
    },
    {
      id: 'quantity',
      header: t('suite.fields.quantity'),
      cell: (pkg) => formatNumber(pkg.quantity, locale, 0),
    },
    {
      id: 'totalValue',
      header: t('suite.fields.totalValue'),
      cell: (pkg) =>
        pkg.totalValue ? formatPackageMoney(pkg.totalValue, locale) : t('suite.fields.notDeclared'),
    },
    {
      id: 'weight',
      header: t('suite.fields.weight'),
      cell: (pkg) => formatPackageWeight(pkg.weight, locale),
    },
    {
      id: 'storage',
      header: t('suite.fields.storage'),
      cell: (pkg) =>
        pkg.chargeableDays > 0
          ? t('suite.list.fee', { fee: formatPackageMoney(pkg.storageFee, locale) })
          : t('suite.list.freeDays', { count: formatNumber(pkg.freeDaysRemaining, locale, 0) }),
    },
    {
      id: 'status',
      header: t('suite.fields.status'),
      cell: (pkg) => <PackageStatusBadge status={pkg.status} reader="customer" />,
    },
    ...requestColumn,
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

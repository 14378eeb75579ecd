import type { PackageSummary } from '@skyparcel/domain/packages';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { formatPackageMoney, formatPackageWeight } from '../package-format';
import { PackageStatusBadge } from './package-status-badge';
import '../suite.css';

export type SuitePackageTableProps = {
  packages: readonly PackageSummary[];
  /** Already translated: the tab and its total, read before the rows. */
  caption: string;
  /** Where the details page's back link returns: this list with its tab, search and page. */
  listHref: string;
};

/**
 * One page of packages. On a phone each row becomes a card whose cells carry their column name
 * (`data-label`), so nothing scrolls sideways.
 */
export function SuitePackageTable({ packages, caption, listHref }: SuitePackageTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = {
    packageId: t('suite.fields.packageId'),
    retailer: t('suite.fields.retailer'),
    tracking: t('suite.fields.tracking'),
    received: t('suite.fields.received'),
    quantity: t('suite.fields.quantity'),
    totalValue: t('suite.fields.totalValue'),
    weight: t('suite.fields.weight'),
    storage: t('suite.fields.storage'),
    status: t('suite.fields.status'),
  };

  return (
    <table className="suite-table">
      <caption className="suite-table__caption">{caption}</caption>
      <thead>
        <tr>
          {Object.values(columns).map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {packages.map((pkg) => (
          <tr key={pkg.id}>
            <th scope="row" data-label={columns.packageId}>
              <Link
                to={paths.suitePackage.getHref(pkg.warehouseId, pkg.id)}
                state={{ listHref }}
                aria-label={t('suite.list.open', { number: pkg.packageNumber })}
              >
                <span dir="ltr">{pkg.packageNumber}</span>
              </Link>
            </th>
            <td data-label={columns.retailer}>{pkg.retailerName}</td>
            <td data-label={columns.tracking}>
              <span dir="ltr" className="suite-table__code">
                {pkg.retailerTrackingNumber}
              </span>
            </td>
            <td data-label={columns.received}>{formatDateTime(pkg.receivedAt, locale)}</td>
            <td data-label={columns.quantity}>{formatNumber(pkg.quantity, locale, 0)}</td>
            <td data-label={columns.totalValue}>
              {pkg.totalValue
                ? formatPackageMoney(pkg.totalValue, locale)
                : t('suite.fields.notDeclared')}
            </td>
            <td data-label={columns.weight}>{formatPackageWeight(pkg.weight, locale)}</td>
            <td data-label={columns.storage}>
              {pkg.chargeableDays > 0
                ? t('suite.list.fee', { fee: formatPackageMoney(pkg.storageFee, locale) })
                : t('suite.list.freeDays', {
                    count: formatNumber(pkg.freeDaysRemaining, locale, 0),
                  })}
            </td>
            <td data-label={columns.status}>
              <PackageStatusBadge status={pkg.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

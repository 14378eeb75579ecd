import type { Page } from '@skyparcel/domain/reference';
import { Link } from 'react-router';
import { PageNavigation } from '@/components/ui/page-navigation';
import { paths } from '@/config/paths';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import type { StaffPackageSummary } from '../api/get-staff-packages';
import { PackageStatusBadge } from './package-status-badge';
import '../receiving.css';

type PackageCardsProps = {
  result: Page<StaffPackageSummary>;
  onPage: (page: number) => void;
};

/** One card per package: cards read well on a phone, where a wide table would not fit. */
export function PackageCards({ result, onPage }: PackageCardsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pageCount = Math.max(1, Math.ceil(result.total / result.pageSize));

  return (
    <div>
      <p role="status">
        {t('operator.packages.resultCount', { total: formatNumber(result.total, locale, 0) })}
      </p>
      {result.items.length === 0 ? <p>{t('operator.packages.noResults')}</p> : null}
      <ul className="package-cards">
        {result.items.map((pkg) => (
          <li key={pkg.id} className="card package-card">
            <h2 className="package-card__title">
              <Link to={paths.staffPackage.getHref(pkg.id)}>{pkg.packageNumber}</Link>
            </h2>
            <PackageStatusBadge status={pkg.status} reason={pkg.reason} />
            <p className="package-card__line">
              {pkg.suiteNumber && pkg.customerName
                ? t('operator.packages.customer', {
                    name: pkg.customerName,
                    suite: pkg.suiteNumber,
                  })
                : t('operator.packages.unassigned')}
            </p>
            <p className="package-card__line">
              {pkg.retailerName} · {t('operator.packages.tracking')}{' '}
              <span dir="ltr">{pkg.retailerTrackingNumber}</span>
            </p>
            <p className="package-card__line">
              {t('operator.packages.received', { date: formatDateTime(pkg.receivedAt, locale) })}
            </p>
          </li>
        ))}
      </ul>
      <PageNavigation page={result.page} pageCount={pageCount} onPage={onPage} />
    </div>
  );
}

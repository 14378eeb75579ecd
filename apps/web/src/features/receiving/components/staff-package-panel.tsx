import type { StaffPackageDetails } from '@skyparcel/domain/packages';
import { formatMoneyDto } from '@skyparcel/i18n/format-money';
import { PackageStatusBadge } from '@/components/package-status-badge';
import { QueryState } from '@/components/ui/query-state';
import { PackagePhotos } from '@/features/suite/components/package-photos';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useStaffPackage } from '../api/staff-package';
import { AdminCommentForm } from './admin-comment-form';
import { AssignPackageForm } from './assign-package-form';
import { ChosenServicesPanel } from './chosen-services-panel';
import { CustomerRequestPanel } from './customer-request-panel';
import { PackageStatusForm } from './package-status-form';
import '../receiving.css';

type StaffPackagePanelProps = { packageId: string };

/** One package for staff: what was recorded, its history, and what staff may do with it. */
export function StaffPackagePanel({ packageId }: StaffPackagePanelProps) {
  const query = useStaffPackage(packageId);
  return <QueryState query={query}>{(pkg) => <StaffPackageView pkg={pkg} />}</QueryState>;
}

type StaffPackageViewProps = { pkg: StaffPackageDetails };

function StaffPackageView({ pkg }: StaffPackageViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { weight, dimensions } = pkg;
  return (
    <>
      <h1>{t('operator.package.title', { packageNumber: pkg.packageNumber })}</h1>
      <section className="card" aria-labelledby="package-facts-title">
        <h2 id="package-facts-title" className="visually-hidden">
          {t('operator.package.status')}
        </h2>
        <PackageStatusBadge status={pkg.status} reason={pkg.reason} reader="staff" />
        <dl className="package-facts">
          <dt>{t('operator.package.owner')}</dt>
          <dd className="package-facts__value">
            {pkg.suiteNumber && pkg.customerName
              ? t('operator.packages.customer', { name: pkg.customerName, suite: pkg.suiteNumber })
              : t('operator.package.notAssigned')}
          </dd>
          <dt>{t('operator.package.retailer')}</dt>
          <dd className="package-facts__value">
            {pkg.retailerName} · <span dir="ltr">{pkg.retailerTrackingNumber}</span>
          </dd>
          <dt>{t('operator.package.carrier')}</dt>
          <dd className="package-facts__value">{pkg.carrier}</dd>
          <dt>{t('operator.package.received')}</dt>
          <dd className="package-facts__value">{formatDateTime(pkg.receivedAt, locale)}</dd>
          <dt>{t('operator.package.weight')}</dt>
          <dd className="package-facts__value">{`${formatNumber(weight.amount, locale)} ${weight.unit}`}</dd>
          <dt>{t('operator.package.dimensions')}</dt>
          <dd className="package-facts__value" dir="ltr">
            {[dimensions.length, dimensions.width, dimensions.depth]
              .map((side) => formatNumber(side, locale))
              .join(' × ')}{' '}
            {dimensions.unit}
          </dd>
          {pkg.warehouseComment ? (
            <>
              <dt>{t('operator.package.warehouseComment')}</dt>
              <dd className="package-facts__value">{pkg.warehouseComment}</dd>
            </>
          ) : null}
        </dl>
        <h3>
          {t('operator.package.photos', { count: formatNumber(pkg.photos.length, locale, 0) })}
        </h3>
        <PackagePhotos photos={pkg.photos} packageNumber={pkg.packageNumber} />
        <h3>{t('operator.package.items')}</h3>
        {pkg.lineItems.length === 0 ? (
          <p>{t('operator.package.noItems')}</p>
        ) : (
          <ul>
            {pkg.lineItems.map((item) => (
              <li key={item.id}>
                {t('operator.package.itemLine', {
                  quantity: formatNumber(item.quantity, locale, 0),
                  description: item.description,
                  value: formatMoneyDto(item.valuePerUnit, locale),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>

      <CustomerRequestPanel pkg={pkg} />

      <ChosenServicesPanel pkg={pkg} />

      {pkg.userId === null ? (
        <section className="card" aria-labelledby="package-assign-title">
          <h2 id="package-assign-title">{t('operator.package.assignTitle')}</h2>
          <AssignPackageForm packageId={pkg.id} />
        </section>
      ) : null}

      <section className="card" aria-labelledby="package-move-title">
        <h2 id="package-move-title">{t('operator.package.moveTitle')}</h2>
        {/* Not keyed by state: the news of a move must outlive the move's re-render. */}
        <PackageStatusForm pkg={pkg} />
      </section>

      <section className="card" aria-labelledby="package-comment-title">
        <h2 id="package-comment-title">{t('operator.package.adminComment')}</h2>
        <AdminCommentForm packageId={pkg.id} comment={pkg.adminComment} />
      </section>

      <section className="card" aria-labelledby="package-history-title">
        <h2 id="package-history-title">{t('operator.package.history')}</h2>
        <ol className="package-history">
          {pkg.history.map((entry) => (
            <li key={`${entry.at}-${entry.toStatus}`}>
              {formatDateTime(entry.at, locale)}:{' '}
              <PackageStatusBadge status={entry.toStatus} reason={entry.reason} reader="staff" />
              {entry.comment ? ` ${entry.comment}` : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

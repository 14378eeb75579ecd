import type { PackageDetails as Details } from '@skyparcel/domain/packages';
import type { ReactNode } from 'react';
import { PackageStatusBadge } from '@/components/package-status-badge';
import { Alert } from '@/components/ui/alert';
import { QueryState } from '@/components/ui/query-state';
import { useReadPackageNotifications } from '@/features/notifications/api/use-read-package-notifications';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { queryLoadState } from '@/lib/query-load-state';
import { usePackageDetails } from '../api/get-package-details';
import {
  formatPackageDimensions,
  formatPackageMoney,
  formatPackageWeight,
} from '../package-format';
import { DownloadFileButton } from './download-file-button';
import { PackageActions } from './package-actions';
import { isDocumentsNeeded, PackageDocuments } from './package-documents';
import { PackageItemDetails } from './package-item-details';
import { PackagePhotos } from './package-photos';
import { PackageServices } from './package-services';
import '../suite.css';

export type PackageDetailsProps = {
  warehouseId: string;
  packageId: string;
};

/** One package of the suite: what arrived, its storage, comments, items, documents and photos. */
export function PackageDetails({ warehouseId, packageId }: PackageDetailsProps) {
  const { t } = useTranslation();
  const query = usePackageDetails(warehouseId, packageId);
  const state = queryLoadState(query);

  return (
    <div className="details-page package-details" data-load-state={state}>
      {/* The page keeps a main heading when the package could not be loaded. */}
      {state === 'failed' ? <h1>{t('suite.details.loadFailed')}</h1> : null}
      <QueryState query={query}>{(details) => <PackageDetailsView details={details} />}</QueryState>
    </div>
  );
}

function PackageDetailsView({ details }: { details: Details }) {
  useReadPackageNotifications(details.id);
  const { t } = useTranslation();
  const locale = useLocale();
  const number = (value: number) => formatNumber(value, locale, 0);
  const summary = [
    { label: t('suite.fields.packageId'), value: <span dir="ltr">{details.packageNumber}</span> },
    { label: t('suite.fields.retailer'), value: details.retailerName },
    {
      label: t('suite.fields.tracking'),
      value: <span dir="ltr">{details.retailerTrackingNumber}</span>,
    },
    { label: t('suite.fields.carrier'), value: details.carrier },
    { label: t('suite.fields.received'), value: formatDateTime(details.receivedAt, locale) },
    { label: t('suite.fields.quantity'), value: number(details.quantity) },
    {
      label: t('suite.fields.totalValue'),
      value: details.totalValue
        ? formatPackageMoney(details.totalValue, locale)
        : t('suite.fields.notDeclared'),
    },
    { label: t('suite.fields.weight'), value: formatPackageWeight(details.weight, locale) },
    {
      label: t('suite.fields.dimensions'),
      value: formatPackageDimensions(details.dimensions, locale),
    },
  ];
  const storage = [
    { label: t('suite.details.freeDaysLeft'), value: number(details.freeDaysRemaining) },
    { label: t('suite.details.chargeableDays'), value: number(details.chargeableDays) },
    { label: t('suite.details.feeSoFar'), value: formatPackageMoney(details.storageFee, locale) },
    { label: t('suite.details.freeStorageDays'), value: number(details.freeStorageDays) },
    {
      label: t('suite.details.feePerDay'),
      value: formatPackageMoney(details.storageFeePerDay, locale),
    },
  ];
  // Staff asked for documents: the upload comes first, before anything else on the page.
  const isUploadFirst = isDocumentsNeeded(details);
  const comments = [
    { label: t('suite.details.warehouseComment'), text: details.warehouseComment },
    { label: t('suite.details.adminComment'), text: details.adminComment },
    { label: t('suite.details.returnComment'), text: details.returnComment },
  ].filter((comment) => comment.text);

  return (
    <article className="package-details__body" aria-labelledby="package-details-title">
      <header className="details-page__header">
        <h1 id="package-details-title">
          {t('suite.details.title', { number: details.packageNumber })}
        </h1>
        <PackageStatusBadge status={details.status} reader="customer" />
      </header>
      {details.reason ? (
        <Alert tone="info">
          {t('suite.details.reason', { reason: t(`packages.reasons.${details.reason}`) })}
        </Alert>
      ) : null}
      {isUploadFirst ? <PackageDocuments details={details} /> : null}
      <section className="card details-page__section">
        <FactList facts={summary} />
      </section>
      <PackageItemDetails details={details} />
      <PackageActions details={details} />
      <PackageServices details={details} />
      <section className="card details-page__section" aria-labelledby="package-storage-title">
        <h2 id="package-storage-title">{t('suite.details.storage')}</h2>
        <FactList facts={storage} />
      </section>
      <section className="card details-page__section" aria-labelledby="package-comments-title">
        <h2 id="package-comments-title">{t('suite.details.comments')}</h2>
        {comments.length === 0 ? (
          <p className="empty-state">{t('suite.details.noComments')}</p>
        ) : (
          <dl className="package-comments">
            {comments.map((comment) => (
              <div key={comment.label}>
                <dt className="package-comments__from">{comment.label}</dt>
                <dd className="package-comments__text">{comment.text}</dd>
              </div>
            ))}
          </dl>
        )}
        {details.returnLabel ? (
          <p className="package-comments__label">
            {t('suite.details.returnLabel')}{' '}
            <DownloadFileButton
              url={details.returnLabel.url}
              fileName={details.returnLabel.fileName}
              label={t('suite.details.download', { fileName: details.returnLabel.fileName })}
              failedText={t('suite.details.downloadFailed')}
            />
          </p>
        ) : null}
      </section>
      {isUploadFirst ? null : <PackageDocuments details={details} />}
      <section className="card details-page__section" aria-labelledby="package-photos-title">
        <h2 id="package-photos-title">{t('suite.photos.title')}</h2>
        <PackagePhotos photos={details.photos} packageNumber={details.packageNumber} />
      </section>
    </article>
  );
}

type Fact = { label: string; value: ReactNode };

function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="facts facts--table">
      {facts.map((fact) => (
        <div key={fact.label} className="facts__item">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

import {
  hasReturnRequest,
  isDiscardRequested,
  type PackageStatus,
  type StaffPackageDetails,
} from '@skyparcel/domain/packages';
import { useState } from 'react';
import { packageStatusLabelKey } from '@/components/package-status-badge';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DownloadFileButton } from '@/features/suite/components/download-file-button';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useChangePackageStatus } from '../api/staff-package';
import '../receiving.css';

type CustomerRequestPanelProps = { pkg: StaffPackageDetails };

/**
 * What the customer asked for when the package leaves the suite another way than by shipment:
 * a return to the shop (their comment, and their own label to download and print) or an
 * abandon. Staff finish either here once it is done in the warehouse.
 */
export function CustomerRequestPanel({ pkg }: CustomerRequestPanelProps) {
  if (hasReturnRequest(pkg.status)) {
    return <ReturnRequest pkg={pkg} />;
  }
  if (isDiscardRequested(pkg.status)) {
    return <AbandonRequest pkg={pkg} />;
  }
  return null;
}

function useFinish(pkg: StaffPackageDetails) {
  const { t } = useTranslation();
  const change = useChangePackageStatus(pkg.id);
  const [news, setNews] = useState<string | null>(null);
  const finish = (status: PackageStatus, onDone?: () => void) =>
    change.mutate(
      { status, adminComment: undefined },
      {
        onSuccess: (moved) => {
          setNews(
            t('operator.package.moved', {
              status: t(packageStatusLabelKey(moved.status, 'staff')),
            }),
          );
          onDone?.();
        },
      },
    );
  const error = change.error
    ? isApiError(change.error)
      ? change.error.message
      : t('errors.GENERIC')
    : null;
  return { finish, news, error, isPending: change.isPending };
}

function ReturnRequest({ pkg }: CustomerRequestPanelProps) {
  const { t } = useTranslation();
  const { finish, news, error, isPending } = useFinish(pkg);
  return (
    <section className="card" aria-labelledby="package-return-title">
      <h2 id="package-return-title">{t('operator.package.returnTitle')}</h2>
      {news ? <Alert tone="success">{news}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <dl className="package-facts">
        <dt>{t('operator.package.returnComment')}</dt>
        <dd className="package-facts__value package-comments__text">
          {pkg.returnComment ?? t('operator.package.noReturnComment')}
        </dd>
        <dt>{t('operator.package.returnLabel')}</dt>
        <dd className="package-facts__value">
          {pkg.returnLabel ? (
            <DownloadFileButton
              url={pkg.returnLabel.url}
              fileName={pkg.returnLabel.fileName}
              label={t('operator.package.downloadLabel', { fileName: pkg.returnLabel.fileName })}
              failedText={t('operator.package.downloadFailed')}
            />
          ) : (
            t('operator.package.ourLabel')
          )}
        </dd>
      </dl>
      {pkg.status === 'return_requested' ? (
        <Button isLoading={isPending} onClick={() => finish('returned')}>
          {t('operator.package.markReturned')}
        </Button>
      ) : null}
    </section>
  );
}

function AbandonRequest({ pkg }: CustomerRequestPanelProps) {
  const { t } = useTranslation();
  const { finish, news, error, isPending } = useFinish(pkg);
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <section className="card" aria-labelledby="package-abandon-title">
      <h2 id="package-abandon-title">{t('operator.package.abandonTitle')}</h2>
      {news ? <Alert tone="success">{news}</Alert> : null}
      <p>
        {pkg.status === 'discarded'
          ? t('operator.package.discardedBody')
          : t('operator.package.abandonBody')}
      </p>
      {pkg.status === 'discard_requested' ? (
        <Button onClick={() => setIsConfirming(true)}>{t('operator.package.discard')}</Button>
      ) : null}
      {isConfirming ? (
        <ConfirmDialog
          title={t('operator.package.discardTitle', { packageNumber: pkg.packageNumber })}
          confirmLabel={t('operator.package.discardConfirm')}
          cancelLabel={t('operator.confirm.cancel')}
          closeLabel={t('operator.confirm.close')}
          error={error}
          isLoading={isPending}
          onConfirm={() => finish('discarded', () => setIsConfirming(false))}
          onCancel={() => setIsConfirming(false)}
        >
          <p>{t('operator.package.discardBody')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

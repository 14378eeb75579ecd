import type { BusinessApplicationStatus, TradeLicenseRenewal } from '@skyparcel/domain/business';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime, formatFileSize } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useReviewTradeLicenseRenewal, useTradeLicenseRenewals } from '../api/business-account';
import { downloadBusinessDocument } from '../api/download-business-document';
import { VerdictForm } from './business-application-details';
import '../business-accounts.css';

export type TradeLicenseRenewalQueueProps = { status: BusinessApplicationStatus };

/**
 * The renewals in the operators' business queue (issue 15, decision 052): each company's license
 * on file beside the renewed one, who sent it, the document, and (while it waits) the verdict.
 */
export function TradeLicenseRenewalQueue({ status }: TradeLicenseRenewalQueueProps) {
  const { t } = useTranslation();
  const query = useTradeLicenseRenewals(status);
  return (
    <section className="business-review" aria-labelledby="trade-license-renewals-title">
      <h2 id="trade-license-renewals-title">{t('operator.businessApplications.renewals.title')}</h2>
      <p>{t('operator.businessApplications.renewals.lead')}</p>
      <QueryState
        query={query}
        isEmpty={(rows) => rows.length === 0}
        empty={t('operator.businessApplications.renewals.empty')}
        errorTitle={t('operator.businessApplications.renewals.loadError')}
      >
        {(rows) => (
          <ul className="business-review__renewals">
            {rows.map((renewal) => (
              <li key={renewal.id}>
                <RenewalCard renewal={renewal} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function RenewalCard({ renewal }: { renewal: TradeLicenseRenewal }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const review = useReviewTradeLicenseRenewal(renewal.id);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const company = renewal.customerId
    ? `${renewal.companyName} (${renewal.customerId})`
    : renewal.companyName;

  async function handleDownload() {
    setDownloadFailed(false);
    try {
      await downloadBusinessDocument(renewal);
    } catch {
      setDownloadFailed(true);
    }
  }

  return (
    <article className="card" aria-label={company}>
      <h3>{company}</h3>
      <dl className="facts">
        <dt>{t('operator.businessApplications.renewals.onFile')}</dt>
        <dd dir="auto">
          {t('operator.businessApplications.renewals.validUntil', {
            number: renewal.currentLicenseNumber ?? '',
            date: renewal.currentExpiresOn ?? '',
          })}
        </dd>
        <dt>{t('operator.businessApplications.renewals.renewed')}</dt>
        <dd dir="auto">
          {t('operator.businessApplications.renewals.validUntil', {
            number: renewal.tradeLicenseNumber,
            date: renewal.tradeLicenseExpiresOn,
          })}
        </dd>
        <dt>{t('operator.businessApplications.renewals.sentBy')}</dt>
        <dd>{`${renewal.submittedBy.name} · ${renewal.submittedBy.email}`}</dd>
        <dt>{t('operator.businessApplications.submitted')}</dt>
        <dd>{formatDateTime(renewal.submittedAt, locale)}</dd>
        {renewal.rejectionReason ? (
          <>
            <dt>{t('operator.businessApplications.reason')}</dt>
            <dd>{renewal.rejectionReason}</dd>
          </>
        ) : null}
      </dl>
      <p>
        <Button variant="secondary" size="small" onClick={() => void handleDownload()}>
          {t('operator.businessApplications.download', {
            name: renewal.document.fileName,
            size: formatFileSize(renewal.document.sizeBytes, locale),
          })}
        </Button>
      </p>
      {downloadFailed ? (
        <Alert tone="error">{t('operator.businessApplications.downloadFailed')}</Alert>
      ) : null}
      {renewal.status === 'pending' ? (
        <VerdictForm
          onReview={(body) => review.mutateAsync(body)}
          isPending={review.isPending}
          approveLabel={t('operator.businessApplications.renewals.approve')}
          label={t('operator.businessApplications.renewals.decisionFor', { company })}
        />
      ) : null}
    </article>
  );
}

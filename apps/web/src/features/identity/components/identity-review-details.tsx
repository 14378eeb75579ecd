import {
  type IdentityDocument,
  type ReviewIdentityBody,
  ReviewIdentityBodySchema,
  type StaffIdentityDetails,
} from '@skyparcel/domain/profile';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FormField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { formatCountryName, formatFileSize } from '@/lib/format';
import { useLocale, useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { downloadIdentityDocument } from '../api/download-identity-document';
import { useReviewIdentity, useStaffIdentity } from '../api/identity';
import { IdentityStatusBadge } from './identity-status-badge';

export type IdentityReviewDetailsProps = { userId: string; backHref: string };

/** One customer's identity for staff: the facts to compare, the scans, and the verdict. */
export function IdentityReviewDetails({ userId, backHref }: IdentityReviewDetailsProps) {
  const { t } = useTranslation();
  const query = useStaffIdentity(userId);
  return (
    <div className="identity-review">
      <p>
        <ButtonLink to={backHref} variant="secondary" size="small">
          {t('account.review.back')}
        </ButtonLink>
      </p>
      <QueryState query={query} errorTitle={t('account.review.loadError')}>
        {(identity) => <IdentityFacts identity={identity} />}
      </QueryState>
    </div>
  );
}

type IdentityFactsProps = { identity: StaffIdentityDetails };

function IdentityFacts({ identity }: IdentityFactsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [downloadFailed, setDownloadFailed] = useState(false);
  // Kept here: once decided, the identity is no longer pending and the form goes away.
  const [decided, setDecided] = useState<string | null>(null);

  async function handleDownload(document: IdentityDocument) {
    setDownloadFailed(false);
    try {
      await downloadIdentityDocument(document);
    } catch {
      setDownloadFailed(true);
    }
  }

  const notGiven = t('account.review.notGiven');
  return (
    <section className="card identity" aria-labelledby="identity-review-title">
      <h2 id="identity-review-title">{t('account.review.details', { name: identity.name })}</h2>
      <dl className="identity-review__facts">
        <dt>{t('account.identity.statusLabel')}</dt>
        <dd>
          <IdentityStatusBadge status={identity.status} />
        </dd>
        <dt>{t('account.review.suite')}</dt>
        <dd>{identity.suiteNumber ?? notGiven}</dd>
        <dt>{t('account.review.dateOfBirth')}</dt>
        <dd>{identity.dateOfBirth ?? notGiven}</dd>
        <dt>{t('account.review.registeredCountry')}</dt>
        <dd>
          {identity.registeredCountryCode
            ? formatCountryName(identity.registeredCountryCode, locale)
            : notGiven}
        </dd>
        <dt>{t('account.identity.documentType')}</dt>
        <dd>
          {identity.documentType === 'passport'
            ? t('account.identity.passport')
            : identity.documentType === 'national_id'
              ? t('account.identity.nationalId')
              : notGiven}
          {identity.issuingCountryCode
            ? ` · ${formatCountryName(identity.issuingCountryCode, locale)}`
            : ''}
        </dd>
        <dt>{t('account.review.number')}</dt>
        <dd dir="ltr">{identity.number ?? notGiven}</dd>
      </dl>
      {identity.status === 'rejected' && identity.rejectionReason ? (
        <p>{t('account.identity.rejectedBecause', { reason: identity.rejectionReason })}</p>
      ) : null}
      <h3>{t('account.review.documents')}</h3>
      {identity.documents.length === 0 ? (
        <p>{t('account.review.noDocuments')}</p>
      ) : (
        <ul className="identity-documents" aria-label={t('account.review.documents')}>
          {identity.documents.map((document) => (
            <li key={document.id} className="identity-documents__item">
              <span className="identity-documents__about">
                <span className="identity-documents__name" dir="auto">
                  {document.fileName}
                </span>
                <span className="identity-documents__meta">
                  {formatFileSize(document.sizeBytes, locale)}
                </span>
              </span>
              <Button
                variant="secondary"
                size="small"
                onClick={() => void handleDownload(document)}
              >
                {t('account.documents.downloadNamed', { name: document.fileName })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {downloadFailed ? <Alert tone="error">{t('account.documents.downloadFailed')}</Alert> : null}
      {decided ? <Alert tone="success">{decided}</Alert> : null}
      {identity.status === 'pending' ? (
        <ReviewForm userId={identity.userId} onDecided={setDecided} />
      ) : null}
    </section>
  );
}

type ReviewFormProps = { userId: string; onDecided: (text: string) => void };

function ReviewForm({ userId, onDecided }: ReviewFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const review = useReviewIdentity(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useDomainForm(ReviewIdentityBodySchema, {
    defaultValues: { decision: 'verified', reason: '' },
  });

  async function handleValid(body: ReviewIdentityBody) {
    setFailure(null);
    try {
      const decided = await review.mutateAsync(body);
      onDecided(
        decided.status === 'verified' ? t('account.review.verified') : t('account.review.rejected'),
      );
    } catch (error) {
      setFailure(applyServerErrors(setError, error, t('errors.GENERIC')));
    }
  }

  return (
    <form className="form identity__form" noValidate onSubmit={handleSubmit(handleValid)}>
      <FormField label={t('account.review.decision')} isRequired>
        <Select {...register('decision')}>
          <option value="verified">{t('account.review.verify')}</option>
          <option value="rejected">{t('account.review.reject')}</option>
        </Select>
      </FormField>
      <FormField
        label={t('account.review.reason')}
        error={translateMessage(formState.errors.reason?.message)}
      >
        <TextArea {...register('reason')} />
      </FormField>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="button-row">
        <Button type="submit" isLoading={review.isPending}>
          {t('account.review.submit')}
        </Button>
      </div>
    </form>
  );
}

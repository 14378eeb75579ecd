import {
  type BusinessApplication,
  type ReviewBusinessApplicationBody,
  ReviewBusinessApplicationBodySchema,
} from '@skyparcel/domain/business';
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
import { useBusinessApplication, useReviewBusinessApplication } from '../api/business-account';
import { downloadBusinessDocument } from '../api/download-business-document';

export type BusinessApplicationDetailsProps = { applicationId: string; backHref: string };

/** One business application for an operator: the facts, the document, and the verdict. */
export function BusinessApplicationDetails({
  applicationId,
  backHref,
}: BusinessApplicationDetailsProps) {
  const { t } = useTranslation();
  const query = useBusinessApplication(applicationId);
  return (
    <div className="business-review">
      <p>
        <ButtonLink to={backHref} variant="secondary" size="small">
          {t('operator.businessApplications.back')}
        </ButtonLink>
      </p>
      <QueryState query={query} errorTitle={t('operator.businessApplications.loadError')}>
        {(application) => <ApplicationFacts application={application} />}
      </QueryState>
    </div>
  );
}

type ApplicationFactsProps = { application: BusinessApplication };

function ApplicationFacts({ application }: ApplicationFactsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [downloadFailed, setDownloadFailed] = useState(false);

  async function handleDownload() {
    setDownloadFailed(false);
    try {
      await downloadBusinessDocument(application);
    } catch {
      setDownloadFailed(true);
    }
  }

  const address = (contact: BusinessApplication['shipping']) =>
    [
      `${contact.firstName} ${contact.lastName}`,
      contact.street,
      contact.street2,
      `${contact.zip ?? ''} ${contact.city}`.trim(),
      contact.stateOrProvince,
      formatCountryName(contact.countryCode, locale),
      `${contact.phoneCountryCode} ${contact.phoneNumber}`,
    ]
      .filter(Boolean)
      .join(', ');
  return (
    <section className="card" aria-labelledby="business-application-title">
      <h2 id="business-application-title">{application.companyName}</h2>
      <dl className="facts">
        <dt>{t('operator.businessApplications.statusLabel')}</dt>
        <dd>{t(`operator.businessApplications.status.${application.status}`)}</dd>
        <dt>{t('operator.businessApplications.applicant')}</dt>
        <dd>{`${application.applicant.name} · ${application.applicant.email}`}</dd>
        <dt>{t('profilePage.business.fields.businessType')}</dt>
        <dd>{t(`profilePage.business.types.${application.businessType}`)}</dd>
        <dt>{t('profilePage.business.fields.taxRegistrationNumber')}</dt>
        <dd dir="ltr">{application.taxRegistrationNumber}</dd>
        <dt>{t('profilePage.business.fields.exportImportCode')}</dt>
        <dd dir="ltr">{application.exportImportCode}</dd>
        <dt>{t('profilePage.business.fields.tradeLicenseNumber')}</dt>
        <dd dir="ltr">{application.tradeLicenseNumber}</dd>
        <dt>{t('profilePage.business.fields.tradeLicenseExpiresOn')}</dt>
        <dd>{application.tradeLicenseExpiresOn}</dd>
        <dt>{t('profilePage.business.shippingTitle')}</dt>
        <dd>{address(application.shipping)}</dd>
        <dt>{t('profilePage.business.billingTitle')}</dt>
        <dd>{address(application.billing)}</dd>
        <dt>{t('profilePage.business.fields.airport')}</dt>
        <dd>{`${application.airportCode} · ${application.primaryCity}`}</dd>
        {application.customerId ? (
          <>
            <dt>{t('operator.businessApplications.customerId')}</dt>
            <dd>{application.customerId}</dd>
          </>
        ) : null}
        {application.rejectionReason ? (
          <>
            <dt>{t('operator.businessApplications.reason')}</dt>
            <dd>{application.rejectionReason}</dd>
          </>
        ) : null}
      </dl>
      <p>
        <Button variant="secondary" size="small" onClick={() => void handleDownload()}>
          {t('operator.businessApplications.download', {
            name: application.document.fileName,
            size: formatFileSize(application.document.sizeBytes, locale),
          })}
        </Button>
      </p>
      {downloadFailed ? (
        <Alert tone="error">{t('operator.businessApplications.downloadFailed')}</Alert>
      ) : null}
      {application.status === 'pending' ? (
        <ApplicationReviewForm applicationId={application.id} />
      ) : null}
    </section>
  );
}

function ApplicationReviewForm({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const review = useReviewBusinessApplication(applicationId);
  return (
    <VerdictForm
      onReview={(body) => review.mutateAsync(body)}
      isPending={review.isPending}
      approveLabel={t('operator.businessApplications.approve')}
    />
  );
}

export type VerdictFormProps = {
  onReview: (body: ReviewBusinessApplicationBody) => Promise<unknown>;
  isPending: boolean;
  /** What approval does, in the choice's words. */
  approveLabel: string;
  /** Names the form when a page holds several (the renewals). */
  label?: string;
};

/** An operator's verdict: approve, or reject with a reason (an application's or a renewal's). */
export function VerdictForm({ onReview, isPending, approveLabel, label }: VerdictFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useDomainForm(
    ReviewBusinessApplicationBodySchema,
    { defaultValues: { decision: 'approved', reason: '' } },
  );

  async function handleValid(body: ReviewBusinessApplicationBody) {
    setFailure(null);
    try {
      await onReview(body);
    } catch (error) {
      setFailure(applyServerErrors(setError, error, t('errors.GENERIC')));
    }
  }

  return (
    <form className="form" noValidate aria-label={label} onSubmit={handleSubmit(handleValid)}>
      <FormField label={t('operator.businessApplications.decision')} isRequired>
        <Select {...register('decision')}>
          <option value="approved">{approveLabel}</option>
          <option value="rejected">{t('operator.businessApplications.reject')}</option>
        </Select>
      </FormField>
      <FormField
        label={t('operator.businessApplications.reason')}
        error={translateMessage(formState.errors.reason?.message)}
      >
        <TextArea {...register('reason')} />
      </FormField>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="button-row">
        <Button type="submit" isLoading={isPending}>
          {t('operator.businessApplications.submit')}
        </Button>
      </div>
    </form>
  );
}

import {
  type RequestAccountDeletionBody,
  RequestAccountDeletionBodySchema,
} from '@skyparcel/domain/customer-profile';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { isApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { useLocale, useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import {
  downloadMyData,
  useMyAccountDeletion,
  useRequestAccountDeletion,
  useWithdrawAccountDeletion,
} from '../api/your-data';

/**
 * The profile's Your data (issue 14, decision 048): download everything the portal holds about
 * the customer, and ask for the account's deletion (an operator confirms it).
 */
export function YourDataSection() {
  const { t } = useTranslation();
  const [isDownloading, setIsDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const deletion = useMyAccountDeletion();

  async function handleDownload() {
    setDownloadError(null);
    setIsDownloading(true);
    try {
      await downloadMyData();
    } catch {
      setDownloadError(t('profilePage.yourData.downloadFailed'));
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <section className="profile-section" aria-labelledby="your-data-title">
      <h2 id="your-data-title">{t('profilePage.yourData.title')}</h2>
      <p>{t('profilePage.yourData.exportLead')}</p>
      {downloadError ? <Alert tone="error">{downloadError}</Alert> : null}
      <div className="button-row">
        <Button variant="secondary" isLoading={isDownloading} onClick={() => void handleDownload()}>
          {t('profilePage.yourData.download')}
        </Button>
      </div>
      <h3>{t('profilePage.yourData.deleteTitle')}</h3>
      <QueryState query={deletion} errorTitle={t('profilePage.yourData.loadError')}>
        {({ pending }) =>
          pending ? <PendingDeletion requestedAt={pending.requestedAt} /> : <DeletionForm />
        }
      </QueryState>
    </section>
  );
}

function PendingDeletion({ requestedAt }: { requestedAt: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const withdraw = useWithdrawAccountDeletion();
  return (
    <div className="profile-section">
      <Alert tone="info">
        {t('profilePage.yourData.pending', { date: formatDateTime(requestedAt, locale) })}
      </Alert>
      <div className="button-row">
        <Button
          variant="secondary"
          isLoading={withdraw.isPending}
          onClick={() => withdraw.mutate()}
        >
          {t('profilePage.yourData.withdraw')}
        </Button>
      </div>
    </div>
  );
}

function DeletionForm() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const request = useRequestAccountDeletion();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useDomainForm(
    RequestAccountDeletionBodySchema,
    { mode: 'onSubmit', defaultValues: { password: '' } },
  );

  async function handleValid({ password }: RequestAccountDeletionBody) {
    setServerError(null);
    try {
      await request.mutateAsync(password);
    } catch (error) {
      if (isApiError(error) && error.code === 'CURRENT_PASSWORD_INCORRECT') {
        setError('password', { message: error.message }, { shouldFocus: true });
        return;
      }
      setServerError(applyServerErrors(setError, error, t('errors.GENERIC')));
    }
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit(handleValid)}>
      <p>{t('profilePage.yourData.deleteLead')}</p>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <FormField
        label={t('profilePage.yourData.password')}
        error={translateMessage(formState.errors.password?.message)}
        isRequired
      >
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </FormField>
      <div className="button-row">
        <Button type="submit" isLoading={request.isPending}>
          {t('profilePage.yourData.delete')}
        </Button>
      </div>
    </form>
  );
}

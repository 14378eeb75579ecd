import {
  isTradeLicenseExpired,
  type TradeLicenseRenewalBody,
  TradeLicenseRenewalBodySchema,
} from '@skyparcel/domain/business';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { useLocale, useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useCompanyTradeLicense, useSubmitTradeLicenseRenewal } from '../api/business-account';
import { LicenseDocumentField, useLicenseDocument } from './license-document-field';

/**
 * The company's trade license in the profile's Business account section (SHIPPER ADMIN; issue
 * 15, decision 052): the license on file, and from 30 days before its expiry (or after it) the
 * form for the renewed one, which waits for an operator; a waiting or rejected renewal says so.
 */
export function TradeLicenseRenewal() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useCompanyTradeLicense();
  return (
    <div className="trade-license">
      <h3>{t('profilePage.business.renewal.title')}</h3>
      <QueryState query={query} errorTitle={t('profilePage.business.renewal.loadError')}>
        {({ tradeLicenseNumber, tradeLicenseExpiresOn, isRenewable, renewal }) => {
          const expiresOn = tradeLicenseExpiresOn ?? '';
          const isExpired = expiresOn !== '' && isTradeLicenseExpired(expiresOn, new Date());
          return (
            <>
              {tradeLicenseNumber ? (
                <p>
                  {t('profilePage.business.renewal.current', {
                    number: tradeLicenseNumber,
                    date: expiresOn,
                  })}
                </p>
              ) : null}
              {renewal?.status === 'pending' ? (
                <Alert tone="info" title={t('profilePage.business.renewal.pendingTitle')}>
                  {t('profilePage.business.renewal.pending', {
                    number: renewal.tradeLicenseNumber,
                    date: renewal.tradeLicenseExpiresOn,
                    sent: formatDateTime(renewal.submittedAt, locale),
                  })}
                </Alert>
              ) : null}
              {renewal?.status !== 'pending' && isRenewable ? (
                <>
                  {renewal?.status === 'rejected' ? (
                    <Alert tone="error" title={t('profilePage.business.renewal.rejectedTitle')}>
                      {t('profilePage.business.renewal.rejected', {
                        reason: renewal.rejectionReason ?? '',
                      })}
                    </Alert>
                  ) : null}
                  {expiresOn ? (
                    <Alert tone={isExpired ? 'error' : 'info'}>
                      {t(
                        isExpired
                          ? 'profilePage.business.renewal.expired'
                          : 'profilePage.business.renewal.expiresSoon',
                        { date: expiresOn },
                      )}
                    </Alert>
                  ) : null}
                  <TradeLicenseRenewalForm />
                </>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

function TradeLicenseRenewalForm() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const submit = useSubmitTradeLicenseRenewal();
  const licenseDocument = useLicenseDocument();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useDomainForm(
    TradeLicenseRenewalBodySchema,
    { defaultValues: { tradeLicenseNumber: '', tradeLicenseExpiresOn: '' } },
  );
  const { errors } = formState;

  async function handleValid(body: TradeLicenseRenewalBody) {
    setFailure(null);
    if (!(await licenseDocument.check()) || !licenseDocument.file) {
      return;
    }
    try {
      await submit.mutateAsync({ body, document: licenseDocument.file });
    } catch (error) {
      setFailure(applyServerErrors(setError, error, t('errors.GENERIC')));
    }
  }

  return (
    <form
      className="form"
      noValidate
      aria-label={t('profilePage.business.renewal.formTitle')}
      onSubmit={handleSubmit(handleValid, () => void licenseDocument.check())}
    >
      <div className="form-grid form-grid--2">
        <FormField
          label={t('profilePage.business.fields.tradeLicenseNumber')}
          error={translateMessage(errors.tradeLicenseNumber?.message)}
          isRequired
        >
          <Input dir="ltr" {...register('tradeLicenseNumber')} />
        </FormField>
        <FormField
          label={t('profilePage.business.fields.tradeLicenseExpiresOn')}
          error={translateMessage(errors.tradeLicenseExpiresOn?.message)}
          isRequired
        >
          <Input type="date" {...register('tradeLicenseExpiresOn')} />
        </FormField>
      </div>
      <LicenseDocumentField document={licenseDocument} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="button-row">
        <Button type="submit" isLoading={submit.isPending}>
          {t('profilePage.business.renewal.submit')}
        </Button>
      </div>
    </form>
  );
}

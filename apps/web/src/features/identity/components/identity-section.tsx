import { PHONE_COUNTRY_ROWS } from '@skyparcel/domain/contacts';
import type { Locale } from '@skyparcel/domain/locale';
import {
  ID_DOCUMENT_TYPES,
  type SetUserIdentificationBody,
  SetUserIdentificationBodySchema,
  type UserIdentification,
} from '@skyparcel/domain/profile';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { useLocale, useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useIdentification, useSetIdentification } from '../api/identity';
import '../identity.css';
import { IdentityDocuments } from './identity-documents';
import { IdentityStatusBadge } from './identity-status-badge';

/**
 * The Identity section of /profile (issue 14, decision 047): where the check stands, the
 * passport or national ID with its issuing country (checked by that country's format), and the
 * scans. Customs of Saudi Arabia and Kuwait need it verified before a ship request goes there.
 */
export function IdentitySection() {
  const { t } = useTranslation();
  const query = useIdentification();
  return (
    <section className="card identity" aria-labelledby="identity-title">
      <h2 id="identity-title">{t('account.identity.title')}</h2>
      <p>{t('account.identity.lead')}</p>
      <QueryState query={query} errorTitle={t('account.identity.loadError')}>
        {(identification) => (
          <>
            <p className="identity__status">
              {t('account.identity.statusLabel')}:{' '}
              <IdentityStatusBadge status={identification.status} />
            </p>
            {identification.status === 'rejected' && identification.rejectionReason ? (
              <Alert tone="error">
                {t('account.identity.rejectedBecause', {
                  reason: identification.rejectionReason,
                })}
              </Alert>
            ) : null}
            <IdentificationForm identification={identification} />
          </>
        )}
      </QueryState>
      <IdentityDocuments />
    </section>
  );
}

function countryOptions(locale: Locale) {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(locale);
  return PHONE_COUNTRY_ROWS.map(([code, englishName]) => ({
    code,
    name: names.of(code) ?? englishName,
  })).sort((one, two) => collator.compare(one.name, two.name));
}

type Notice = { tone: 'success' | 'error'; text: string } | null;

type IdentificationFormProps = { identification: UserIdentification };

function IdentificationForm({ identification }: IdentificationFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const locale = useLocale();
  const save = useSetIdentification();
  const [notice, setNotice] = useState<Notice>(null);
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const { register, handleSubmit, setError, formState } = useDomainForm(
    SetUserIdentificationBodySchema,
    {
      defaultValues: {
        documentType: identification.documentType ?? 'passport',
        issuingCountryCode: identification.issuingCountryCode ?? '',
        number: identification.number ?? '',
      },
    },
  );
  const errors = formState.errors;

  async function handleValid(body: SetUserIdentificationBody) {
    setNotice(null);
    try {
      const saved = await save.mutateAsync(body);
      setNotice({ tone: 'success', text: saved.message });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: applyServerErrors(setError, error, t('errors.ID_INPUT_INVALID')),
      });
    }
  }

  return (
    <form
      className="form identity__form"
      noValidate
      aria-labelledby="identity-title"
      onSubmit={handleSubmit(handleValid, () =>
        setNotice({ tone: 'error', text: t('errors.ID_INPUT_INVALID') }),
      )}
    >
      <div className="identity__fields">
        <FormField
          label={t('account.identity.documentType')}
          error={translateMessage(errors.documentType?.message)}
          isRequired
        >
          <Select {...register('documentType')}>
            {ID_DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type === 'passport'
                  ? t('account.identity.passport')
                  : t('account.identity.nationalId')}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('account.identity.issuingCountry')}
          error={translateMessage(errors.issuingCountryCode?.message)}
          isRequired
        >
          <Select {...register('issuingCountryCode')}>
            <option value="">{t('account.info.choose')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('account.identity.number')}
          hint={t('account.identity.numberHint')}
          error={translateMessage(errors.number?.message)}
          isRequired
        >
          <Input dir="ltr" autoComplete="off" {...register('number')} />
        </FormField>
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <div className="button-row">
        <Button type="submit" isLoading={save.isPending}>
          {t('account.identity.save')}
        </Button>
      </div>
    </form>
  );
}

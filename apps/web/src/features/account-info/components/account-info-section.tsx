import { PHONE_COUNTRY_ROWS } from '@skyparcel/domain/contacts';
import { LOCALE_NAMES, LOCALES, type Locale } from '@skyparcel/domain/locale';
import {
  type AccountInfo,
  type SetAccountInfoBody,
  SetAccountInfoBodySchema,
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
import { useAccountInfo, useSetAccountInfo } from '../api/account-info';
import { EmailChangeConfirmation } from './email-change-confirmation';
import '../account-info.css';

/**
 * The Account info section of /profile (spec sections 3 and 5; issue 14): names, date of birth
 * as day, month and year, the e-mail typed twice, the language of e-mails and PDFs and the
 * registered country. A new e-mail waits for the link sent to it, which opens this page again.
 */
export function AccountInfoSection() {
  const { t } = useTranslation();
  const query = useAccountInfo();
  return (
    <section className="card account-info" aria-labelledby="account-info-title">
      <h2 id="account-info-title">{t('account.info.title')}</h2>
      <p>{t('account.info.lead')}</p>
      <EmailChangeConfirmation />
      <QueryState query={query} errorTitle={t('account.info.loadError')}>
        {(accountInfo) => <AccountInfoForm accountInfo={accountInfo} />}
      </QueryState>
    </section>
  );
}

type Notice = { tone: 'success' | 'error'; text: string } | null;

type AccountInfoFormProps = { accountInfo: AccountInfo };

const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

function countryOptions(locale: Locale) {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(locale);
  return PHONE_COUNTRY_ROWS.map(([code, englishName]) => ({
    code,
    name: names.of(code) ?? englishName,
  })).sort((one, two) => collator.compare(one.name, two.name));
}

function AccountInfoForm({ accountInfo }: AccountInfoFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const locale = useLocale();
  const save = useSetAccountInfo();
  const [notice, setNotice] = useState<Notice>(null);
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const years = useMemo(() => {
    const thisYear = new Date().getFullYear();
    return Array.from({ length: thisYear - 1900 + 1 }, (_, index) => thisYear - index);
  }, []);
  const monthName = useMemo(
    () => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }),
    [locale],
  );
  const email = accountInfo.pendingEmail ?? accountInfo.email;
  const { register, handleSubmit, setError, formState } = useDomainForm(SetAccountInfoBodySchema, {
    defaultValues: {
      firstName: accountInfo.firstName,
      middleName: accountInfo.middleName ?? '',
      lastName: accountInfo.lastName,
      dateOfBirth: {
        day: String(accountInfo.dateOfBirth?.day ?? ''),
        month: String(accountInfo.dateOfBirth?.month ?? ''),
        year: String(accountInfo.dateOfBirth?.year ?? ''),
      },
      email,
      confirmEmail: email,
      languageCode: accountInfo.languageCode,
      registeredCountryCode: accountInfo.registeredCountryCode ?? '',
    },
  });
  const errors = formState.errors;
  const dateError =
    errors.dateOfBirth?.day ?? errors.dateOfBirth?.month ?? errors.dateOfBirth?.year;

  async function handleValid(body: SetAccountInfoBody) {
    setNotice(null);
    try {
      const result = await save.mutateAsync(body);
      setNotice({
        tone: 'success',
        text: result.isEmailChangePending
          ? t('account.info.emailChangeSent', { email: body.email })
          : result.message,
      });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: applyServerErrors(setError, error, t('account.info.saveFailed')),
      });
    }
  }

  function handleInvalid() {
    setNotice({ tone: 'error', text: t('errors.ACCOUNT_INFO_INVALID') });
  }

  return (
    <form
      className="form account-info__form"
      noValidate
      aria-labelledby="account-info-title"
      onSubmit={handleSubmit(handleValid, handleInvalid)}
    >
      <p className="account-info__required">{t('account.info.requiredNote')}</p>
      {accountInfo.pendingEmail ? (
        <Alert tone="info">
          {t('account.info.pendingEmail', { email: accountInfo.pendingEmail })}
        </Alert>
      ) : null}
      <div className="account-info__names">
        <FormField
          label={t('account.info.firstName')}
          error={translateMessage(errors.firstName?.message)}
          isRequired
        >
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField
          label={t('account.info.middleName')}
          error={translateMessage(errors.middleName?.message)}
        >
          <Input autoComplete="additional-name" {...register('middleName')} />
        </FormField>
        <FormField
          label={t('account.info.lastName')}
          error={translateMessage(errors.lastName?.message)}
          isRequired
        >
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <fieldset className="account-info__date">
        <legend className="field__label">
          {t('account.info.dateOfBirth')}
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        </legend>
        <div className="account-info__date-parts">
          <FormField label={t('account.info.day')} isRequired>
            <Select {...register('dateOfBirth.day')}>
              <option value="">{t('account.info.choose')}</option>
              {DAYS.map((day) => (
                <option key={day} value={String(day)}>
                  {day}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('account.info.month')} isRequired>
            <Select {...register('dateOfBirth.month')}>
              <option value="">{t('account.info.choose')}</option>
              {MONTHS.map((month) => (
                <option key={month} value={String(month)}>
                  {monthName.format(new Date(Date.UTC(2000, month - 1, 1)))}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('account.info.year')} isRequired>
            <Select {...register('dateOfBirth.year')}>
              <option value="">{t('account.info.choose')}</option>
              {years.map((year) => (
                <option key={year} value={String(year)}>
                  {year}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        {dateError ? <p className="field__error">{translateMessage(dateError.message)}</p> : null}
      </fieldset>
      <div className="account-info__emails">
        <FormField
          label={t('account.info.email')}
          hint={t('account.info.emailHint')}
          error={translateMessage(errors.email?.message)}
          isRequired
        >
          <Input type="email" autoComplete="email" dir="ltr" {...register('email')} />
        </FormField>
        <FormField
          label={t('account.info.confirmEmail')}
          error={translateMessage(errors.confirmEmail?.message)}
          isRequired
        >
          <Input type="email" autoComplete="email" dir="ltr" {...register('confirmEmail')} />
        </FormField>
      </div>
      <div className="account-info__settings">
        <FormField
          label={t('account.info.language')}
          error={translateMessage(errors.languageCode?.message)}
          isRequired
        >
          <Select {...register('languageCode')}>
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {LOCALE_NAMES[code]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('account.info.registeredCountry')}
          error={translateMessage(errors.registeredCountryCode?.message)}
          isRequired
        >
          <Select {...register('registeredCountryCode')}>
            <option value="">{t('account.info.choose')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <div className="button-row">
        <Button type="submit" isLoading={save.isPending}>
          {t('account.info.save')}
        </Button>
      </div>
    </form>
  );
}

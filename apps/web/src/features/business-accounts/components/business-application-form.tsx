import {
  BUSINESS_TYPES,
  type BusinessApplicationBody,
  BusinessApplicationBodySchema,
  type BusinessApplicationForm as FormValues,
} from '@skyparcel/domain/business';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import {
  useCountryAirports,
  useOriginAirports,
  usePrimaryCity,
  useSubmitBusinessApplication,
} from '../api/business-account';
import { BusinessContactFields } from './business-contact-fields';
import { LicenseDocumentField, useLicenseDocument } from './license-document-field';

const EMPTY_CONTACT = {
  firstName: '',
  lastName: '',
  street: '',
  street2: '',
  city: '',
  stateOrProvince: '',
  zip: '',
  countryCode: '',
  phoneCountryCode: '',
  phoneNumber: '',
};

// The business type starts unchosen: the schema names an empty choice with its own text.
const EMPTY_FORM: Partial<FormValues> = {
  companyName: '',
  taxRegistrationNumber: '',
  exportImportCode: '',
  tradeLicenseNumber: '',
  tradeLicenseExpiresOn: '',
  shipping: EMPTY_CONTACT,
  billing: EMPTY_CONTACT,
  airportCode: '',
};

export type BusinessApplicationFormProps = {
  /** What registration knows of the applicant: the contact's names start with it. */
  applicant?: { firstName: string; lastName: string } | undefined;
  /**
   * The page was opened at this form (`/profile#business`, a Business sign-up's first landing):
   * the first field takes the focus, which also brings it into view once the form has arrived.
   */
  isFocusedOnOpen?: boolean;
};

/** The form with the applicant's names as the shipping and billing contact's. */
function prefilledForm({ firstName, lastName }: { firstName: string; lastName: string }) {
  const contact = { ...EMPTY_CONTACT, firstName, lastName };
  return { ...EMPTY_FORM, shipping: contact, billing: contact };
}

/**
 * The business account signup (spec section 3, Business account; issue 15), checked by the
 * schema the API runs: the company, its numbers, the trade license with its document (sniffed
 * here as the server sniffs it), shipping and billing details (billing the same unless told),
 * and the primary shipping airport of the shipping country, whose primary city is shown.
 */
export function BusinessApplicationForm({
  applicant,
  isFocusedOnOpen = false,
}: BusinessApplicationFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const submit = useSubmitBusinessApplication();
  const [isBillingSame, setIsBillingSame] = useState(true);
  const licenseDocument = useLicenseDocument();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useDomainForm(BusinessApplicationBodySchema, {
    defaultValues: applicant ? prefilledForm(applicant) : EMPTY_FORM,
    shouldUnregister: true,
  });
  const { register, handleSubmit, setError, setFocus, formState, watch } = form;
  // The profile scrolled to its section before the section's content arrived: focus moves here.
  useEffect(() => {
    if (isFocusedOnOpen) {
      setFocus('companyName');
    }
  }, [isFocusedOnOpen, setFocus]);
  const errors = formState.errors;
  const countryCode = watch('shipping.countryCode') ?? '';
  const airportCode = watch('airportCode') ?? '';
  const countryAirports = useCountryAirports(countryCode);
  const needsAll = countryAirports.isSuccess && countryAirports.data.length === 0;
  const allAirports = useOriginAirports(needsAll);
  const airports = (needsAll ? allAirports.data : countryAirports.data) ?? [];
  const primaryCity = usePrimaryCity(airportCode);

  async function handleValid(body: BusinessApplicationBody) {
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
      className="form business-form"
      noValidate
      aria-label={t('profilePage.business.formTitle')}
      onSubmit={handleSubmit(handleValid, () => void licenseDocument.check())}
    >
      <h3>{t('profilePage.business.companyTitle')}</h3>
      <div className="form-grid form-grid--2">
        <FormField
          label={t('profilePage.business.fields.companyName')}
          error={translateMessage(errors.companyName?.message)}
          isRequired
        >
          <Input autoComplete="organization" {...register('companyName')} />
        </FormField>
        <FormField
          label={t('profilePage.business.fields.businessType')}
          error={translateMessage(errors.businessType?.message)}
          isRequired
        >
          <Select {...register('businessType')}>
            <option value="">{t('profilePage.business.chooseType')}</option>
            {BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`profilePage.business.types.${type}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('profilePage.business.fields.taxRegistrationNumber')}
          error={translateMessage(errors.taxRegistrationNumber?.message)}
          isRequired
        >
          <Input dir="ltr" {...register('taxRegistrationNumber')} />
        </FormField>
        <FormField
          label={t('profilePage.business.fields.exportImportCode')}
          error={translateMessage(errors.exportImportCode?.message)}
          isRequired
        >
          <Input dir="ltr" {...register('exportImportCode')} />
        </FormField>
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

      <h3>{t('profilePage.business.shippingTitle')}</h3>
      <BusinessContactFields prefix="shipping" form={form} />
      <Checkbox
        label={t('profilePage.business.billingSame')}
        checked={isBillingSame}
        onChange={(event) => setIsBillingSame(event.target.checked)}
      />
      {isBillingSame ? null : (
        <>
          <h3>{t('profilePage.business.billingTitle')}</h3>
          <BusinessContactFields prefix="billing" form={form} />
        </>
      )}

      <h3>{t('profilePage.business.airportTitle')}</h3>
      <div className="form-grid form-grid--2">
        <FormField
          label={t('profilePage.business.fields.airport')}
          hint={countryCode ? undefined : t('profilePage.business.airportHint')}
          error={translateMessage(errors.airportCode?.message)}
          isRequired
        >
          <Select {...register('airportCode')}>
            <option value="">{t('profilePage.business.chooseAirport')}</option>
            {airports.map((airport) => (
              <option key={airport.code} value={airport.code}>
                {`${airport.code} · ${airport.name}`}
              </option>
            ))}
          </Select>
        </FormField>
        <dl className="business-form__city" aria-live="polite">
          <dt>{t('profilePage.business.fields.primaryCity')}</dt>
          <dd>{primaryCity.data?.primaryCity ?? '—'}</dd>
        </dl>
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="button-row">
        <Button type="submit" isLoading={submit.isPending}>
          {t('profilePage.business.submit')}
        </Button>
      </div>
    </form>
  );
}

import type {
  ContactEnquiryBody,
  ContactEnquiryBodySchema,
  EnquiryForm,
} from '@skyparcel/domain/contact-us';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { isApiError } from '@/lib/api-error';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, areChecksUnavailable, useDomainForm } from '@/lib/use-domain-form';
import { useCreateEnquiry } from '../api/create-enquiry';
import { useContactCountries } from '../api/get-contact-countries';
import { useEnquiryTypes } from '../api/get-enquiry-types';
import '../contact-us.css';

type ContactFormValues = z.input<typeof ContactEnquiryBodySchema>;

// zod is made jitless before the schema module builds its parsers: two imports in this order,
// since a bundle may evaluate the schemas' chunk before a side-effect import beside them.
const loadSchema = () =>
  import('@/lib/zod-jitless')
    .then(() => import('../contact-enquiry-schema'))
    .then((module) => module.ContactEnquiryBodySchema);
type ContactField = Exclude<keyof ContactFormValues, 'form'>;

/** What each form asks for beyond name, e-mail and message (spec section 2). */
const EXTRA_FIELDS: Record<EnquiryForm, readonly ContactField[]> = {
  general: ['enquiryType', 'countryCode', 'packageLockerNumber'],
  technical: ['packageLockerNumber'],
  loss_claim: ['trackingNumber', 'packageLockerNumber'],
  feedback: [],
};

const COMMON_VALUES = { firstName: '', lastName: '', email: '', message: '' };

/** Each form's empty values; react-hook-form copies them, so one object serves every reset. */
const DEFAULT_VALUES: { [Form in EnquiryForm]: Extract<ContactFormValues, { form: Form }> } = {
  general: {
    form: 'general',
    enquiryType: 'general_enquiry',
    countryCode: '',
    packageLockerNumber: '',
    ...COMMON_VALUES,
  },
  technical: { form: 'technical', packageLockerNumber: '', ...COMMON_VALUES },
  loss_claim: { form: 'loss_claim', trackingNumber: '', packageLockerNumber: '', ...COMMON_VALUES },
  feedback: { form: 'feedback', ...COMMON_VALUES },
};

type Outcome = 'invalid' | 'failed' | 'sent' | null;

export type ContactFormProps = {
  form: EnquiryForm;
};

/**
 * One contact form, checked in the browser with the schema the API runs. Server field errors land
 * on their fields; the outcome is 'Please fill out all required fields', 'Thank you for your
 * enquiry.' or 'Error when submitting inquiry form.' (spec section 8).
 */
export function ContactForm({ form }: ContactFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const extra = EXTRA_FIELDS[form];
  const enquiryTypes = useEnquiryTypes();
  const countries = useContactCountries();
  const createEnquiry = useCreateEnquiry();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const { register, handleSubmit, setError, reset, formState } = useDomainForm(loadSchema, {
    defaultValues: DEFAULT_VALUES[form],
  });
  const { errors } = formState;
  // About 240 options, named and ordered in the visitor's language by the server: built once per
  // list, not on every render of the form (after a failed submit, every change is checked).
  const countryOptions = useMemo(
    () =>
      countries.data?.map((country) => (
        <option key={country.code} value={country.code}>
          {country.localName}
        </option>
      )),
    [countries.data],
  );
  const errorOf = (field: ContactField) => translateMessage(errors[field]?.message);

  async function handleValid(body: ContactEnquiryBody) {
    setOutcome(null);
    try {
      await createEnquiry.mutateAsync({
        ...body,
        packageLockerNumber: body.packageLockerNumber || undefined,
      });
      reset();
      setOutcome('sent');
    } catch (error) {
      // The spec's outcome texts stand in the alert, not the server's message (section 8).
      const hasFields = isApiError(error) && error.fields !== undefined;
      applyServerErrors(setError, error, '');
      setOutcome(hasFields ? 'invalid' : 'failed');
    }
  }

  return (
    <form
      className="contact-form"
      noValidate
      onSubmit={handleSubmit(handleValid, (invalid) =>
        setOutcome(areChecksUnavailable(invalid) ? 'failed' : 'invalid'),
      )}
    >
      {outcome === 'invalid' ? <Alert tone="error">{t('validation.required')}</Alert> : null}
      {outcome === 'failed' ? <Alert tone="error">{t('errors.ENQUIRY_FAILED')}</Alert> : null}
      {outcome === 'sent' ? <Alert tone="success">{t('contactUs.success')}</Alert> : null}
      <p className="contact-form__note">{t('contactUs.requiredNote')}</p>

      <div className="form-grid form-grid--2">
        {extra.includes('enquiryType') ? (
          <FormField label={t('contactUs.fields.enquiryType')} error={errorOf('enquiryType')}>
            <Select {...register('enquiryType')}>
              {enquiryTypes.data?.map((type) => (
                <option key={type.code} value={type.code}>
                  {type.label}
                </option>
              ))}
            </Select>
          </FormField>
        ) : null}
        {extra.includes('countryCode') ? (
          <FormField
            label={t('contactUs.fields.country')}
            isRequired
            error={errorOf('countryCode')}
          >
            <Select {...register('countryCode')}>
              <option value="">
                {countries.isPending ? t('common.loading') : t('common.choose')}
              </option>
              {countryOptions}
            </Select>
          </FormField>
        ) : null}
        <FormField label={t('contactUs.fields.firstName')} isRequired error={errorOf('firstName')}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label={t('contactUs.fields.lastName')} isRequired error={errorOf('lastName')}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
        <FormField label={t('contactUs.fields.email')} isRequired error={errorOf('email')}>
          <Input type="email" autoComplete="email" dir="ltr" {...register('email')} />
        </FormField>
        {extra.includes('trackingNumber') ? (
          <FormField
            label={t('contactUs.fields.trackingNumber')}
            isRequired
            error={errorOf('trackingNumber')}
          >
            <Input dir="ltr" autoComplete="off" {...register('trackingNumber')} />
          </FormField>
        ) : null}
        {extra.includes('packageLockerNumber') ? (
          <FormField
            label={t('contactUs.fields.packageLockerNumber')}
            error={errorOf('packageLockerNumber')}
          >
            <Input dir="ltr" autoComplete="off" {...register('packageLockerNumber')} />
          </FormField>
        ) : null}
      </div>
      <FormField label={t(`contactUs.messageLabel.${form}`)} isRequired error={errorOf('message')}>
        <TextArea rows={6} {...register('message')} />
      </FormField>
      <Button type="submit" isLoading={createEnquiry.isPending}>
        {t('contactUs.submit')}
      </Button>
    </form>
  );
}

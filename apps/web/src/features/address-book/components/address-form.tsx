import {
  ADDRESS_TYPES,
  CONTACT_TITLES,
  type Contact,
  type ContactBody,
  ContactBodySchema,
  type ContactFormValues,
  PHONE_COUNTRY_CODES,
  SHIPPER_CONSIGNEE_TYPES,
} from '@skyparcel/domain/contacts';
import { useId, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { CountryFlagSelect } from '@/components/ui/country-flag';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useLocale, useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { type SavedContact, useSaveContact } from '../api/change-contact';
import { countryOptions } from '../country-names';
// Its own rules, for the wizard too, which shows the form without the address book around it.
import '../address-book.css';

export type AddressFormProps = {
  /** The contact to change; a new address when absent. */
  contact?: Contact | undefined;
  /** Called with the saved contact and the server's text ('New address saved with success'). */
  onSaved: (contact: SavedContact) => void;
  onCancel: () => void;
};

function toFormValues(contact: Contact | undefined): ContactFormValues {
  return {
    title: contact?.title ?? undefined,
    firstName: contact?.firstName ?? '',
    middleName: contact?.middleName ?? '',
    lastName: contact?.lastName ?? '',
    street: contact?.street ?? '',
    street2: contact?.street2 ?? '',
    city: contact?.city ?? '',
    stateOrProvince: contact?.stateOrProvince ?? '',
    zip: contact?.zip ?? '',
    countryCode: contact?.countryCode ?? '',
    phoneCountryCode: contact?.phoneCountryCode ?? '',
    phoneNumber: contact?.phoneNumber ?? '',
    addressType: contact?.addressType ?? 'home',
    shipperConsigneeAddressType: contact?.shipperConsigneeAddressType ?? 'consignee',
    isDefault: contact?.isDefault ?? false,
  };
}

/** The list entry a dial code stands for: the contact's country when it uses that code. */
function phoneEntryFor(dialCode: string, countryCode: string): string {
  const entries = PHONE_COUNTRY_CODES.filter((entry) => entry.value === dialCode);
  return (entries.find((entry) => entry.countryCode === countryCode) ?? entries[0])?.label ?? '';
}

/**
 * One address of the book, added or changed (spec sections 3 and 5), checked by the schema the
 * API runs. Several countries share a dial code (+1), so the country-code select picks an entry
 * of the list by its label and the form keeps the entry's dial code. The form knows nothing of
 * the page around it: the profile's address book shows it, and the ship-request wizard can add
 * an address inline with it (`onSaved` hands over the new contact).
 */
export function AddressForm({ contact, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const translateMessage = useTranslateMessage();
  const save = useSaveContact();
  const titleId = useId();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, getValues, watch, formState } = useDomainForm(
    ContactBodySchema,
    { defaultValues: toFormValues(contact) },
  );
  const [phoneEntry, setPhoneEntry] = useState(() =>
    phoneEntryFor(contact?.phoneCountryCode ?? '', contact?.countryCode ?? ''),
  );
  const { errors, isSubmitted } = formState;
  const fieldError = (message: string | undefined) => translateMessage(message);

  function choosePhoneEntry(label: string) {
    setPhoneEntry(label);
    const dialCode = PHONE_COUNTRY_CODES.find((entry) => entry.label === label)?.value ?? '';
    setValue('phoneCountryCode', dialCode, { shouldDirty: true, shouldValidate: isSubmitted });
  }

  function handleCountryChange(countryCode: string) {
    // The phone usually belongs to the address's country: offer its code until one is chosen.
    const entry = PHONE_COUNTRY_CODES.find((option) => option.countryCode === countryCode);
    if (entry && !getValues('phoneNumber')) {
      choosePhoneEntry(entry.label);
    }
  }

  async function handleValid(body: ContactBody) {
    setServerError(null);
    try {
      onSaved(await save.mutateAsync({ id: contact?.id, body }));
    } catch (error) {
      setServerError(applyServerErrors(setError, error, t('addressBook.saveFailed')));
    }
  }

  return (
    <form
      className="address-form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={handleSubmit(handleValid)}
    >
      <h3 id={titleId}>{t(contact ? 'addressBook.editTitle' : 'addressBook.newTitle')}</h3>
      {serverError ? (
        <Alert tone="error" title={t('addressBook.saveFailed')}>
          {serverError === t('addressBook.saveFailed') ? null : serverError}
        </Alert>
      ) : null}
      <div className="form-grid form-grid--2">
        <FormField label={t('addressBook.fields.title')} error={fieldError(errors.title?.message)}>
          <Select {...register('title', { setValueAs: (value: string) => value || undefined })}>
            <option value="">{t('addressBook.noTitle')}</option>
            {CONTACT_TITLES.map((title) => (
              <option key={title} value={title}>
                {t(`addressBook.titles.${title}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('addressBook.fields.firstName')}
          error={fieldError(errors.firstName?.message)}
          isRequired
        >
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField
          label={t('addressBook.fields.middleName')}
          error={fieldError(errors.middleName?.message)}
        >
          <Input autoComplete="additional-name" {...register('middleName')} />
        </FormField>
        <FormField
          label={t('addressBook.fields.lastName')}
          error={fieldError(errors.lastName?.message)}
          isRequired
        >
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
        <FormField
          label={t('addressBook.fields.street')}
          error={fieldError(errors.street?.message)}
          isRequired
        >
          <Input autoComplete="address-line1" {...register('street')} />
        </FormField>
        <FormField
          label={t('addressBook.fields.street2')}
          error={fieldError(errors.street2?.message)}
        >
          <Input autoComplete="address-line2" {...register('street2')} />
        </FormField>
        <FormField
          label={t('addressBook.fields.city')}
          error={fieldError(errors.city?.message)}
          isRequired
        >
          <Input autoComplete="address-level2" {...register('city')} />
        </FormField>
        <FormField
          label={t('addressBook.fields.stateOrProvince')}
          error={fieldError(errors.stateOrProvince?.message)}
          isRequired
        >
          <Input autoComplete="address-level1" {...register('stateOrProvince')} />
        </FormField>
        <FormField label={t('addressBook.fields.zip')} error={fieldError(errors.zip?.message)}>
          <Input autoComplete="postal-code" {...register('zip')} />
        </FormField>
        <FormField
          label={t('addressBook.fields.countryCode')}
          error={fieldError(errors.countryCode?.message)}
          isRequired
        >
          <CountryFlagSelect countryCode={watch('countryCode')}>
            <Select
              {...register('countryCode', {
                onChange: (event: { target: { value: string } }) =>
                  handleCountryChange(event.target.value),
              })}
            >
              <option value="">{t('addressBook.chooseCountry')}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </Select>
          </CountryFlagSelect>
        </FormField>
        <FormField
          label={t('addressBook.fields.phoneCountryCode')}
          error={fieldError(errors.phoneCountryCode?.message)}
          isRequired
        >
          <Select value={phoneEntry} onChange={(event) => choosePhoneEntry(event.target.value)}>
            <option value="">{t('addressBook.choosePhoneCode')}</option>
            {PHONE_COUNTRY_CODES.map((entry) => (
              <option key={entry.label} value={entry.label}>
                {entry.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('addressBook.fields.phoneNumber')}
          error={fieldError(errors.phoneNumber?.message)}
          isRequired
        >
          <Input type="tel" autoComplete="tel-national" {...register('phoneNumber')} />
        </FormField>
        <FormField
          label={t('addressBook.fields.addressType')}
          error={fieldError(errors.addressType?.message)}
        >
          <Select {...register('addressType')}>
            {ADDRESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`addressBook.addressTypes.${type}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('addressBook.fields.shipperConsigneeAddressType')}
          error={fieldError(errors.shipperConsigneeAddressType?.message)}
        >
          <Select {...register('shipperConsigneeAddressType')}>
            {SHIPPER_CONSIGNEE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`addressBook.shipperConsigneeTypes.${type}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <Checkbox label={t('addressBook.fields.isDefault')} {...register('isDefault')} />
      <div className="button-row">
        <Button variant="secondary" onClick={onCancel}>
          {t('addressBook.cancel')}
        </Button>
        <Button type="submit" isLoading={save.isPending}>
          {t('addressBook.save')}
        </Button>
      </div>
    </form>
  );
}

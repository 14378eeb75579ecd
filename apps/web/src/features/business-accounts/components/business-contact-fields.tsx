import type { BusinessApplicationBody, BusinessApplicationForm } from '@skyparcel/domain/business';
import { PHONE_COUNTRY_CODES, PHONE_COUNTRY_ROWS } from '@skyparcel/domain/contacts';
import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatCountryName } from '@/lib/format';
import { useLocale, useTranslateMessage, useTranslation } from '@/lib/i18n';

export type BusinessContactFieldsProps = {
  prefix: 'shipping' | 'billing';
  form: UseFormReturn<BusinessApplicationForm, unknown, BusinessApplicationBody>;
};

/**
 * The shipping or the billing details of a business signup: a contact person, an address and a
 * phone, with the address book's labels and the rules (and texts) of spec section 5.
 */
export function BusinessContactFields({ prefix, form }: BusinessContactFieldsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const translateMessage = useTranslateMessage();
  const { register, formState } = form;
  const errors = formState.errors[prefix];
  const countries = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return PHONE_COUNTRY_ROWS.map(([code]) => ({
      code,
      name: formatCountryName(code, locale),
    })).sort((one, two) => collator.compare(one.name, two.name));
  }, [locale]);
  const error = (message: string | undefined) => translateMessage(message);

  return (
    <div className="form-grid form-grid--2">
      <FormField
        label={t('addressBook.fields.firstName')}
        error={error(errors?.firstName?.message)}
        isRequired
      >
        <Input autoComplete="given-name" {...register(`${prefix}.firstName`)} />
      </FormField>
      <FormField
        label={t('addressBook.fields.lastName')}
        error={error(errors?.lastName?.message)}
        isRequired
      >
        <Input autoComplete="family-name" {...register(`${prefix}.lastName`)} />
      </FormField>
      <FormField
        label={t('addressBook.fields.street')}
        error={error(errors?.street?.message)}
        isRequired
      >
        <Input autoComplete="address-line1" {...register(`${prefix}.street`)} />
      </FormField>
      <FormField label={t('addressBook.fields.street2')} error={error(errors?.street2?.message)}>
        <Input autoComplete="address-line2" {...register(`${prefix}.street2`)} />
      </FormField>
      <FormField
        label={t('addressBook.fields.city')}
        error={error(errors?.city?.message)}
        isRequired
      >
        <Input autoComplete="address-level2" {...register(`${prefix}.city`)} />
      </FormField>
      <FormField
        label={t('addressBook.fields.stateOrProvince')}
        error={error(errors?.stateOrProvince?.message)}
        isRequired
      >
        <Input autoComplete="address-level1" {...register(`${prefix}.stateOrProvince`)} />
      </FormField>
      <FormField label={t('addressBook.fields.zip')} error={error(errors?.zip?.message)}>
        <Input autoComplete="postal-code" {...register(`${prefix}.zip`)} />
      </FormField>
      <FormField
        label={t('addressBook.fields.countryCode')}
        error={error(errors?.countryCode?.message)}
        isRequired
      >
        <Select {...register(`${prefix}.countryCode`)}>
          <option value="">{t('addressBook.chooseCountry')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t('addressBook.fields.phoneCountryCode')}
        error={error(errors?.phoneCountryCode?.message)}
        isRequired
      >
        <Select {...register(`${prefix}.phoneCountryCode`)}>
          <option value="">{t('addressBook.choosePhoneCode')}</option>
          {PHONE_COUNTRY_CODES.map((entry) => (
            <option key={entry.label} value={entry.value}>
              {entry.label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t('addressBook.fields.phoneNumber')}
        error={error(errors?.phoneNumber?.message)}
        isRequired
      >
        <Input type="tel" autoComplete="tel-national" {...register(`${prefix}.phoneNumber`)} />
      </FormField>
    </div>
  );
}

import type { Contact } from '@skyparcel/domain/contacts';
import { useId } from 'react';
import { CountryWithFlag } from '@/components/ui/country-flag';
import { formatCountryName } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';

export type AddressChoiceProps = {
  contact: Contact;
  isChecked: boolean;
  onChoose: () => void;
  /** Radios of one list share a name. */
  name?: string;
};

export function contactFullName(contact: Pick<Contact, 'firstName' | 'middleName' | 'lastName'>) {
  return [contact.firstName, contact.middleName, contact.lastName].filter(Boolean).join(' ');
}

/** One address as a radio card: the whole card is the radio's label. */
export function AddressChoice({
  contact,
  isChecked,
  onChoose,
  name = 'ship-address',
}: AddressChoiceProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  return (
    <div className={`radio-card${isChecked ? ' radio-card--checked' : ''}`}>
      <input
        className="radio-card__input"
        type="radio"
        id={id}
        name={name}
        value={contact.id}
        checked={isChecked}
        onChange={onChoose}
      />
      <label className="radio-card__label" htmlFor={id}>
        <strong>{contactFullName(contact)}</strong>
        {contact.isDefault ? (
          <span className="radio-card__tag">{` · ${t('shipping.address.default')}`}</span>
        ) : null}
        <span className="radio-card__lines">
          <span>{[contact.street, contact.street2].filter(Boolean).join(', ')}</span>
          <span>
            {[contact.city, contact.stateOrProvince, contact.zip].filter(Boolean).join(', ')}
          </span>
          <CountryWithFlag countryCode={contact.countryCode}>
            {formatCountryName(contact.countryCode, locale)}
          </CountryWithFlag>
          <bdi dir="ltr">{`${contact.phoneCountryCode} ${contact.phoneNumber}`}</bdi>
        </span>
      </label>
    </div>
  );
}

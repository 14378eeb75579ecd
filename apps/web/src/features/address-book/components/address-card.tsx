import type { Contact } from '@skyparcel/domain/contacts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CountryWithFlag } from '@/components/ui/country-flag';
import { useTranslation } from '@/lib/i18n';

export type AddressCardProps = {
  contact: Contact;
  countryName: string;
  isBusy: boolean;
  onMakeDefault: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

export function contactName(contact: Contact): string {
  return [contact.firstName, contact.middleName, contact.lastName].filter(Boolean).join(' ');
}

/** One saved address with what can be done to it. */
export function AddressCard({
  contact,
  countryName,
  isBusy,
  onMakeDefault,
  onEdit,
  onDelete,
}: AddressCardProps) {
  const { t } = useTranslation();
  const name = contactName(contact);
  const title = contact.title ? `${t(`addressBook.titles.${contact.title}`)} ` : '';
  return (
    <li className="address-card" aria-label={name}>
      <div className="address-card__head">
        <strong>
          {title}
          {name}
        </strong>
        {contact.isDefault ? <Badge tone="success">{t('addressBook.default')}</Badge> : null}
        <Badge>{t(`addressBook.addressTypes.${contact.addressType}`)}</Badge>
      </div>
      <address className="address-card__lines">
        <span>{contact.street}</span>
        {contact.street2 ? <span>{contact.street2}</span> : null}
        <span>
          {[contact.city, contact.stateOrProvince, contact.zip].filter(Boolean).join(', ')}
        </span>
        <CountryWithFlag countryCode={contact.countryCode}>{countryName}</CountryWithFlag>
        <span>
          {t('addressBook.phone')}:{' '}
          <bdi dir="ltr">{`${contact.phoneCountryCode} ${contact.phoneNumber}`}</bdi>
        </span>
      </address>
      <div className="button-row">
        {contact.isDefault ? null : (
          <Button variant="secondary" size="small" isLoading={isBusy} onClick={onMakeDefault}>
            {t('addressBook.setDefault')}
          </Button>
        )}
        <Button variant="secondary" size="small" onClick={onEdit}>
          {t('addressBook.edit')}
        </Button>
        <Button variant="ghost" size="small" onClick={onDelete}>
          {t('addressBook.delete')}
        </Button>
      </div>
    </li>
  );
}

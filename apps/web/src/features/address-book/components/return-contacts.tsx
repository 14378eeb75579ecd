import type { ReturnContact } from '@skyparcel/domain/contacts';
import { useMemo } from 'react';
import { Alert } from '@/components/ui/alert';
import { Loader } from '@/components/ui/loader';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useReturnContacts, useWarehouseCountries } from '../api/get-return-contacts';
import { countryOptions } from '../country-names';
import '../address-book.css';

/**
 * Return contacts per country (issue 14 Addresses, spec section 3): where a package returned to
 * a shop goes back from, per warehouse country. They are the service's returns desks (reference
 * data, decision 033), so the customer reads them and cannot change them.
 */
export function ReturnContacts() {
  const { t } = useTranslation();
  const locale = useLocale();
  const countries = useWarehouseCountries();
  const codes = countries.data ?? [];
  const contacts = useReturnContacts(codes);
  const countryNames = useMemo(
    () => new Map(countryOptions(locale).map((country) => [country.code, country.name])),
    [locale],
  );
  const isLoading = countries.isPending || contacts.some((query) => query.isPending);
  const hasFailed = countries.isError || contacts.some((query) => query.isError);

  return (
    <section className="return-contacts" aria-labelledby="return-contacts-title">
      <h3 id="return-contacts-title">{t('addressBook.returnContacts.title')}</h3>
      <p>{t('addressBook.returnContacts.lead')}</p>
      {hasFailed ? <Alert tone="error">{t('addressBook.returnContacts.loadError')}</Alert> : null}
      {isLoading && !hasFailed ? <Loader label={t('common.loading')} /> : null}
      {codes.map((code, index) => {
        const list = contacts[index]?.data;
        if (!list) {
          return null;
        }
        const countryName = countryNames.get(code) ?? code;
        return (
          <div key={code} className="return-contacts__country">
            <h4>{t('addressBook.returnContacts.country', { country: countryName })}</h4>
            {list.length === 0 ? (
              <p>{t('addressBook.returnContacts.none')}</p>
            ) : (
              <ul className="address-book__list">
                {list.map((contact) => (
                  <ReturnContactCard key={contact.id} contact={contact} countryName={countryName} />
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}

function ReturnContactCard({
  contact,
  countryName,
}: {
  contact: ReturnContact;
  countryName: string;
}) {
  const { t } = useTranslation();
  return (
    <li className="address-card" aria-label={contact.name}>
      <strong>{contact.name}</strong>
      <address className="address-card__lines">
        <span>{contact.street}</span>
        {contact.street2 ? <span>{contact.street2}</span> : null}
        <span>
          {[contact.city, contact.stateOrProvince, contact.zip].filter(Boolean).join(', ')}
        </span>
        <span>{countryName}</span>
        <span>
          {t('addressBook.phone')}: <bdi dir="ltr">{contact.phone}</bdi>
        </span>
        {contact.email ? (
          <span>
            {t('addressBook.returnContacts.email')}: <bdi dir="ltr">{contact.email}</bdi>
          </span>
        ) : null}
      </address>
    </li>
  );
}

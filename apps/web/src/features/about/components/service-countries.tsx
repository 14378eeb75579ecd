import { CountryFlag } from '@/components/ui/country-flag';
import { DESTINATION_COUNTRY_CODES, SUITE_COUNTRY_CODES } from '@/config/service-countries';
import { useTranslation } from '@/lib/i18n';
import './service-countries.css';

/**
 * The home page's flags of where one shops and where we deliver, under the hero's text. No name
 * is printed beside them, so each flag's text is the country's name in the page's language.
 */
export function ServiceCountries() {
  const { t } = useTranslation();
  const rows = [
    { label: t('home.hero.shoppingFrom'), codes: SUITE_COUNTRY_CODES },
    { label: t('home.hero.deliveringTo'), codes: DESTINATION_COUNTRY_CODES },
  ];
  return (
    <dl className="service-countries">
      {rows.map((row) => (
        <div key={row.label} className="service-countries__row">
          <dt>{row.label}</dt>
          {row.codes.map((code) => (
            <dd key={code}>
              <CountryFlag countryCode={code} />
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}

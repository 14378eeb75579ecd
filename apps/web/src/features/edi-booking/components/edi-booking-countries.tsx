import { CountryWithFlag } from '@/components/ui/country-flag';
import { QueryState } from '@/components/ui/query-state';
import { useLoginUserCountries } from '@/features/auth/api/get-user-type';
import { formatCountryName } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';

/**
 * The countries a row may fly from and to: the business user's origins and destinations of the
 * sign-in (the auth state's loginUserOrigin and loginUserDestinations), which the server takes
 * from the same lanes it checks every row against (decision 061).
 */
export function EdiBookingCountries() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useLoginUserCountries();

  return (
    <div className="edi-booking__countries">
      <h3>{t('ediBooking.page.countriesHeading')}</h3>
      <p>{t('ediBooking.page.countriesLead')}</p>
      <QueryState query={query} errorTitle={t('ediBooking.page.countriesFailed')}>
        {({ origins, destinations }) => (
          <dl>
            {[
              { label: t('ediBooking.page.countriesFrom'), codes: origins },
              { label: t('ediBooking.page.countriesTo'), codes: destinations },
            ].map((side) => (
              <div key={side.label} className="edi-booking__country-side">
                <dt>{side.label}</dt>
                {side.codes.map((code) => (
                  <dd key={code}>
                    <CountryWithFlag countryCode={code}>
                      {formatCountryName(code, locale)}
                    </CountryWithFlag>
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        )}
      </QueryState>
    </div>
  );
}

import { ButtonLink } from '@/components/ui/button-link';
import { CountryWithFlag } from '@/components/ui/country-flag';
import { paths } from '@/config/paths';
import { DESTINATION_COUNTRY_CODES, SUITE_COUNTRY_CODES } from '@/config/service-countries';
import { formatCountryName } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import '../about.css';

const STEPS = ['signUp', 'shop', 'consolidate', 'deliver'] as const;

/** What Skyparcel is, where it receives and delivers, and how it works in four steps. */
export function AboutSkyparcel() {
  const { t } = useTranslation();
  const locale = useLocale();

  return (
    <div className="about">
      <section className="about__intro" aria-labelledby="about-who">
        <h2 id="about-who">{t('about.who.title')}</h2>
        <p>{t('about.who.body1')}</p>
        <p>{t('about.who.body2')}</p>
      </section>

      <div className="about__columns">
        <section className="card" aria-labelledby="about-suites">
          <h2 id="about-suites">{t('about.suites.title')}</h2>
          <p>{t('about.suites.body')}</p>
          <ul className="check-list">
            {SUITE_COUNTRY_CODES.map((code) => (
              <li key={code}>
                <CountryWithFlag countryCode={code}>
                  {formatCountryName(code, locale)}
                </CountryWithFlag>
              </li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="about-destinations">
          <h2 id="about-destinations">{t('about.destinations.title')}</h2>
          <p>{t('about.destinations.body')}</p>
          <ul className="check-list">
            {DESTINATION_COUNTRY_CODES.map((code) => (
              <li key={code}>
                <CountryWithFlag countryCode={code}>
                  {formatCountryName(code, locale)}
                </CountryWithFlag>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="about-steps">
        <h2 id="about-steps">{t('about.steps.title')}</h2>
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step} className="steps__item">
              <h3>{t(`about.steps.${step}.title`)}</h3>
              <p>{t(`about.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="about__cta" aria-labelledby="about-cta">
        <h2 id="about-cta">{t('about.cta.title')}</h2>
        <p>{t('about.cta.body')}</p>
        <div className="button-row">
          <ButtonLink to={paths.tracking.getHref()}>{t('about.cta.track')}</ButtonLink>
          <ButtonLink to={paths.contactUs.getHref()} variant="secondary">
            {t('about.cta.contact')}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

import { DocumentTitle } from '@/components/ui/document-title';
import { ServiceCountries } from '@/features/about/components/service-countries';
import { FaqTeaser } from '@/features/faqs/components/faq-teaser';
import { ProhibitedItemsSearch } from '@/features/prohibited-items/components/prohibited-items-search';
import { RateCalculator } from '@/features/rate-calculator/components/rate-calculator';
import { TrackingSearchForm } from '@/features/tracking/components/tracking-search-form';
import { useTranslation } from '@/lib/i18n';
import './home-page.css';

/** Home: multi-shipment tracking, rate calculator, prohibited items and FAQs (spec section 2). */
export function HomePage() {
  const { t } = useTranslation();

  return (
    <>
      <DocumentTitle title={t('pages.home')} />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__text">
            <h1 id="hero-title">{t('home.hero.title')}</h1>
            <p className="hero__lead">{t('home.hero.lead')}</p>
            <ServiceCountries />
          </div>
          <div className="hero__card card">
            <h2 className="hero__card-title">{t('tracking.form.title')}</h2>
            <TrackingSearchForm />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="calculator-title">
        <div className="container">
          <h2 id="calculator-title">{t('calculator.title')}</h2>
          <p className="section__lead">{t('calculator.lead')}</p>
          <RateCalculator />
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="prohibited-title">
        <div className="container">
          <h2 id="prohibited-title">{t('prohibitedItems.title')}</h2>
          <p className="section__lead">{t('prohibitedItems.lead')}</p>
          <ProhibitedItemsSearch />
        </div>
      </section>

      <section className="section" aria-labelledby="faq-teaser-title">
        <div className="container">
          <h2 id="faq-teaser-title">{t('faqs.teaserTitle')}</h2>
          <FaqTeaser />
        </div>
      </section>
    </>
  );
}

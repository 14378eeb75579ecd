import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/components/ui/document-title';
import { Loader } from '@/components/ui/loader';
import { TrackingSearchForm } from '@/features/tracking/components/tracking-search-form';

// The sections under the hero bring zod, react-hook-form and the API client; they load right
// after the first paint so the hero and the tracking box show sooner.
const RateCalculator = lazy(() =>
  import('@/features/rate-calculator/components/rate-calculator').then((m) => ({
    default: m.RateCalculator,
  })),
);
const ProhibitedItemsSearch = lazy(() =>
  import('@/features/prohibited-items/components/prohibited-items-search').then((m) => ({
    default: m.ProhibitedItemsSearch,
  })),
);
const FaqTeaser = lazy(() =>
  import('@/features/faqs/components/faq-teaser').then((m) => ({ default: m.FaqTeaser })),
);

/** Home: multi-shipment tracking, rate calculator, prohibited items and FAQs (spec section 2). */
export function HomePage() {
  const { t } = useTranslation();
  const loader = <Loader label={t('common.loading')} />;

  return (
    <>
      <DocumentTitle title={t('pages.home')} />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__text">
            <h1 id="hero-title">{t('home.hero.title')}</h1>
            <p className="hero__lead">{t('home.hero.lead')}</p>
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
          <Suspense fallback={loader}>
            <RateCalculator />
          </Suspense>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="prohibited-title">
        <div className="container">
          <h2 id="prohibited-title">{t('prohibitedItems.title')}</h2>
          <p className="section__lead">{t('prohibitedItems.lead')}</p>
          <Suspense fallback={loader}>
            <ProhibitedItemsSearch />
          </Suspense>
        </div>
      </section>

      <section className="section" aria-labelledby="faq-teaser-title">
        <div className="container">
          <h2 id="faq-teaser-title">{t('faqs.teaserTitle')}</h2>
          <Suspense fallback={loader}>
            <FaqTeaser />
          </Suspense>
        </div>
      </section>
    </>
  );
}

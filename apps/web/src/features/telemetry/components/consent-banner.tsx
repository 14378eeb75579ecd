import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import {
  chooseConsent,
  closeConsentChoice,
  getConsentState,
  subscribeToConsent,
} from '../analytics-consent';
import './consent-banner.css';

/**
 * The cookie choice (decision 063): essential cookies always, analytics cookies only after
 * "Accept". A bar along the bottom rather than a modal: the page stays usable, and page views
 * are sent cookieless whatever the answer.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const { choice, hasPrivacyControl } = useSyncExternalStore(
    subscribeToConsent,
    getConsentState,
    getConsentState,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isReopened = choice !== null || hasPrivacyControl;

  // Opened from the footer, the choice takes the focus a keyboard user left in the footer.
  useEffect(() => {
    if (isReopened) {
      headingRef.current?.focus();
    }
  }, [isReopened]);

  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      <div className="container consent-banner__inner">
        <div className="consent-banner__text">
          <h2
            id="consent-banner-title"
            className="consent-banner__title"
            ref={headingRef}
            tabIndex={-1}
          >
            {t('consent.title')}
          </h2>
          <p>{t('consent.description')}</p>
          {hasPrivacyControl ? (
            <p>{t('consent.privacyControl')}</p>
          ) : choice ? (
            <p>
              {t(choice === 'accepted' ? 'consent.currentAccepted' : 'consent.currentRejected')}
            </p>
          ) : null}
        </div>
        <div className="consent-banner__actions">
          {hasPrivacyControl ? null : (
            <Button onClick={() => chooseConsent('accepted')}>{t('consent.accept')}</Button>
          )}
          {hasPrivacyControl ? null : (
            <Button variant="secondary" onClick={() => chooseConsent('rejected')}>
              {t('consent.reject')}
            </Button>
          )}
          {isReopened ? (
            <Button variant="ghost" onClick={closeConsentChoice}>
              {t('consent.close')}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { buildUrl } from '@/lib/api-client';
import { useLocale, useTranslation } from '@/lib/i18n';
import '../auth.css';

export type CaptchaWidgetProps = {
  /** The solved payload (sent as `recaptchaToken`), or null while unsolved or expired. */
  onChange: (payload: string | null) => void;
};

/** The widget's texts, in our dictionaries (loginModal.captcha.*). */
const WIDGET_TEXTS = [
  'label',
  'loading',
  'verify',
  'verifying',
  'verified',
  'verificationRequired',
  'waitAlert',
  'error',
  'expired',
  'reload',
  'cancel',
  'enterCode',
  'enterCodeAria',
  'enterCodeFromImage',
  'getAudioChallenge',
] as const;

// The footer links out of the portal; our own text says what the box is for.
const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true });

/**
 * The self-hosted ALTCHA proof-of-work captcha (ADR 011). The widget's code (~35 KB gz) is
 * imported only here, inside the Login modal. To get a fresh challenge, remount it with a new key.
 */
export function CaptchaWidget({ onChange }: CaptchaWidgetProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const language = locale.split('-')[0] ?? 'en';
  const widgetRef = useRef<HTMLElement>(null);
  const [isLoaded, setIsLoaded] = useState(false);

  useEffect(() => {
    let isActive = true;
    void import('altcha').then(() => {
      const strings = Object.fromEntries(
        WIDGET_TEXTS.map((key) => [key, t(`loginModal.captcha.${key}`)]),
      );
      globalThis.$altcha.i18n.set(language, strings);
      if (isActive) {
        setIsLoaded(true);
      }
    });
    return () => {
      isActive = false;
    };
  }, [language, t]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!isLoaded || !widget) {
      return;
    }
    function handleStateChange(event: Event) {
      const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
      onChange(readVerifiedPayload(detail));
    }
    widget.addEventListener('statechange', handleStateChange);
    return () => widget.removeEventListener('statechange', handleStateChange);
  }, [isLoaded, onChange]);

  if (!isLoaded) {
    return <p className="captcha captcha--loading">{t('loginModal.captcha.loading')}</p>;
  }
  return (
    <div className="captcha">
      <altcha-widget
        ref={widgetRef}
        challenge={buildUrl('/captcha/challenge')}
        language={language}
        configuration={WIDGET_CONFIGURATION}
      />
    </div>
  );
}

function readVerifiedPayload(detail: unknown): string | null {
  if (typeof detail !== 'object' || detail === null) {
    return null;
  }
  if (!('state' in detail) || detail.state !== 'verified' || !('payload' in detail)) {
    return null;
  }
  return typeof detail.payload === 'string' ? detail.payload : null;
}

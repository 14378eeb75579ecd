import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

/** localStorage key set once the customer has read the greeting. */
export const SUITE_GREETING_STORAGE_KEY = 'suiteGreetingDismissed';

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(SUITE_GREETING_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * How to use the suite address, shown until the customer closes it. GET /package-locker has no
 * first-time flag, so "first time" is this browser's memory of the greeting being closed.
 */
export function SuiteGreeting() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(() => !wasDismissed());
  if (!isOpen) {
    return null;
  }

  function dismiss() {
    try {
      window.localStorage.setItem(SUITE_GREETING_STORAGE_KEY, '1');
    } catch {
      // Private modes may refuse storage; the greeting then closes for this page only.
    }
    setIsOpen(false);
  }

  return (
    <section className="suite-greeting alert alert--info" aria-labelledby="suite-greeting-title">
      <h2 id="suite-greeting-title" className="alert__title">
        {t('suite.greeting.title')}
      </h2>
      <p>{t('suite.greeting.body')}</p>
      <Button variant="secondary" size="small" onClick={dismiss}>
        {t('suite.greeting.dismiss')}
      </Button>
    </section>
  );
}

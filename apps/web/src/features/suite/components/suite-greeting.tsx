import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/api/get-user';
import { useTranslation } from '@/lib/i18n';
import { useCloseSuiteGreeting } from '../api/close-suite-greeting';
import '../suite.css';

/**
 * The first-time suite address screen: how to use the address, shown while the account's
 * `firstTime` flag is set (GET /user). Closing it clears the flag on the server, so the greeting
 * does not come back on another device.
 */
export function SuiteGreeting() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const close = useCloseSuiteGreeting();
  if (user.data?.firstTime !== true) {
    return null;
  }

  return (
    <section className="suite-greeting alert alert--info" aria-labelledby="suite-greeting-title">
      <h2 id="suite-greeting-title" className="alert__title">
        {t('suite.greeting.title')}
      </h2>
      <p>{t('suite.greeting.body')}</p>
      <Button variant="secondary" size="small" onClick={() => close.mutate()}>
        {t('suite.greeting.dismiss')}
      </Button>
    </section>
  );
}

import { Button } from '@/components/ui/button';
import { env } from '@/config/env';
import { startLoyaltySignIn } from '@/features/loyalty-sign-in/start-loyalty-sign-in';
import { useLocale, useTranslation } from '@/lib/i18n';
import '../auth.css';

/**
 * "or" and "Continue with the loyalty programme" (spec section 2), under the Login and bot login
 * forms: leaves for the programme's sign-in, which comes back to /authsuccess. Nothing at all in
 * a build without the loyalty sign-in (VITE_LOYALTY_SIGN_IN=false, decision 020).
 */
export function LoyaltyProgrammeChoice() {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!env.isLoyaltySignInOn) {
    return null;
  }
  return (
    <>
      <p className="sign-in-divider">
        <span>{t('loginModal.botLogin.or')}</span>
      </p>
      <Button variant="secondary" onClick={() => startLoyaltySignIn(locale)}>
        {t('loginModal.botLogin.loyaltyProgramme')}
      </Button>
    </>
  );
}

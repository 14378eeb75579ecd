import { Button } from '@/components/ui/button';
import { startLoyaltySignIn } from '@/features/loyalty-sign-in/start-loyalty-sign-in';
import { useLocale, useTranslation } from '@/lib/i18n';

/**
 * "Continue with the loyalty programme" (spec section 2), in the Login and bot login modals:
 * leaves for the programme's sign-in, which comes back to /authsuccess.
 */
export function LoyaltyProgrammeButton() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Button variant="secondary" onClick={() => startLoyaltySignIn(locale)}>
      {t('loginModal.botLogin.loyaltyProgramme')}
    </Button>
  );
}

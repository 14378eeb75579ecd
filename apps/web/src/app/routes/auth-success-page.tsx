import { DocumentTitle } from '@/components/ui/document-title';
import { AuthSuccess } from '@/features/loyalty-sign-in/components/auth-success';
import { useTranslation } from '@/lib/i18n';

/** /authsuccess: the loyalty programme's way back into the portal (spec section 2). */
export function AuthSuccessPage() {
  const { t } = useTranslation();
  return (
    <div className="container page page--narrow loyalty-sign-in">
      <DocumentTitle title={t('loyaltySignIn.pageTitle')} />
      <h1>{t('loyaltySignIn.pageTitle')}</h1>
      <AuthSuccess />
    </div>
  );
}

import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useModalState } from '../hooks/use-modal-state';

export type SignInRequiredProps = {
  /** The page's name, already translated, as in "Log in to open Profile." */
  pageName: string;
};

/**
 * What a visitor sees on a signed-in page: the button opens the Login modal (`?login`) over
 * this page, so the visitor stays here once signed in.
 */
export function SignInRequired({ pageName }: SignInRequiredProps) {
  const { t } = useTranslation();
  const { openModal } = useModalState();

  return (
    <section className="sign-in-required" aria-labelledby="sign-in-required-title">
      <h1 id="sign-in-required-title">{t('auth.signInRequired.title')}</h1>
      <p>{t('auth.signInRequired.description', { page: pageName })}</p>
      <Button onClick={() => openModal('Login')}>{t('auth.logIn')}</Button>
    </section>
  );
}

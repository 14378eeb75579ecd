import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import '../auth.css';

export type AccessDeniedProps = {
  /** The page's name, already translated. */
  pageName: string;
};

/** The 403 experience: a signed-in user whose role may not open this page (spec section 6). */
export function AccessDenied({ pageName }: AccessDeniedProps) {
  const { t } = useTranslation();
  return (
    <section className="access-denied" aria-labelledby="access-denied-title">
      <h1 id="access-denied-title">{t('auth.accessDenied.title')}</h1>
      <p>{t('auth.accessDenied.description', { page: pageName })}</p>
      <ButtonLink to={paths.home.getHref()}>{t('auth.accessDenied.home')}</ButtonLink>
    </section>
  );
}

import { ButtonLink } from '@/components/ui/button-link';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="container page page--narrow not-found">
      <DocumentTitle title={t('pages.notFound')} />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.description')}</p>
      <ButtonLink to={paths.home.getHref()}>{t('notFound.home')}</ButtonLink>
    </div>
  );
}

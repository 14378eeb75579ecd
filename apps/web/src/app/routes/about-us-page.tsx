import { DocumentTitle } from '@/components/ui/document-title';
import { AboutSkyparcel } from '@/features/about/components/about-skyparcel';
import { useTranslation } from '@/lib/i18n';

export function AboutUsPage() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <DocumentTitle title={t('pages.aboutUs')} />
      <h1>{t('about.title')}</h1>
      <p className="page__lead">{t('about.lead')}</p>
      <AboutSkyparcel />
    </div>
  );
}

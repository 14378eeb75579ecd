import { DocumentTitle } from '@/components/ui/document-title';
import { ContactUsTabs } from '@/features/contact-us/components/contact-us-tabs';
import { useTranslation } from '@/lib/i18n';

export function ContactUsPage() {
  const { t } = useTranslation();
  return (
    <div className="container page page--narrow">
      <DocumentTitle title={t('pages.contactUs')} />
      <h1>{t('contactUs.title')}</h1>
      <p className="page__lead">{t('contactUs.lead')}</p>
      <ContactUsTabs />
    </div>
  );
}

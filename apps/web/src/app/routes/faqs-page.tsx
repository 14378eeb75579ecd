import { DocumentTitle } from '@/components/ui/document-title';
import { FaqList } from '@/features/faqs/components/faq-list';
import { useTranslation } from '@/lib/i18n';

export function FaqsPage() {
  const { t } = useTranslation();
  return (
    <div className="container page page--narrow">
      <DocumentTitle title={t('pages.faqs')} />
      <h1>{t('faqs.title')}</h1>
      <p className="page__lead">{t('faqs.lead')}</p>
      <FaqList />
    </div>
  );
}

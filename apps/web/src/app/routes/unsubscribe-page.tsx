import { DocumentTitle } from '@/components/ui/document-title';
import { UnsubscribePanel } from '@/features/profile/components/unsubscribe-panel';
import { useTranslation } from '@/lib/i18n';

/** `/unsubscribe?key=…`: an e-mail's unsubscribe link, with or without a session. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  return (
    <div className="container page page--narrow">
      <DocumentTitle title={t('pages.unsubscribe')} />
      <h1>{t('profilePage.unsubscribe.title')}</h1>
      <UnsubscribePanel />
    </div>
  );
}

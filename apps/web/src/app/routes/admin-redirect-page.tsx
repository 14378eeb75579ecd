import { DocumentTitle } from '@/components/ui/document-title';
import { AdminRedirect } from '@/features/admin-return/components/admin-redirect';
import { useTranslation } from '@/lib/i18n';

/** /admin-redirect: where an operator's one-time link opens a customer's portal (spec section 4). */
export function AdminRedirectPage() {
  const { t } = useTranslation();
  return (
    <div className="container page page--narrow">
      <DocumentTitle title={t('adminReturn.pageTitle')} />
      <h1>{t('adminReturn.pageTitle')}</h1>
      <AdminRedirect />
    </div>
  );
}

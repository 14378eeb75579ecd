import { DocumentTitle } from '@/components/ui/document-title';
import { BusinessApplicationReview } from '@/features/business-accounts/components/business-application-review';
import { useTranslation } from '@/lib/i18n';

/** `/admin/business-applications` (ADMIN, issue 15): business signups to approve or reject. */
export function AdminBusinessApplicationsPage() {
  const { t } = useTranslation();
  const pageName = t('pages.adminBusinessApplications');
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      <p className="page__lead">{t('operator.businessApplications.lead')}</p>
      <BusinessApplicationReview />
    </div>
  );
}

import { DocumentTitle } from '@/components/ui/document-title';
import { IdentityReview } from '@/features/identity/components/identity-review';
import { useTranslation } from '@/lib/i18n';

/** `/staff/identities` (STAFF and ADMIN, issue 14): customers' identities to check. */
export function StaffIdentitiesPage() {
  const { t } = useTranslation();
  const pageName = t('pages.staffIdentities');
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      <p className="page__lead">{t('account.review.lead')}</p>
      <IdentityReview />
    </div>
  );
}

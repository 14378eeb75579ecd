import { useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { StaffPackagePanel } from '@/features/receiving/components/staff-package-panel';
import { useTranslation } from '@/lib/i18n';

/** `/staff/packages/:packageId`: one package for STAFF (at their warehouses) and ADMIN. */
export function StaffPackagePage() {
  const { t } = useTranslation();
  const { packageId = '' } = useParams();
  const pageName = t('pages.staffPackage');
  return (
    <div className="container page page--narrow">
      <DocumentTitle title={pageName} />
      <p>
        <AppLink to={paths.staffPackages.getHref()}>{t('operator.package.back')}</AppLink>
      </p>
      <StaffPackagePanel packageId={packageId} />
    </div>
  );
}

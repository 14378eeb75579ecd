import { Link, useParams } from 'react-router';
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
        <Link to={paths.staffPackages.getHref()}>{t('operator.package.back')}</Link>
      </p>
      <StaffPackagePanel packageId={packageId} />
    </div>
  );
}

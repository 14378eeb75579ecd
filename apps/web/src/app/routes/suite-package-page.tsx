import { useLocation, useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { PackageDetails } from '@/features/suite/components/package-details';
import { useTranslation } from '@/lib/i18n';

/** Where the list sent us from, so Back returns to the same warehouse, tab, search and page. */
function readListHref(state: unknown, warehouseId: string): string {
  if (typeof state === 'object' && state !== null && 'listHref' in state) {
    const { listHref } = state;
    if (typeof listHref === 'string' && listHref.startsWith(paths.mySuite.path)) {
      return listHref;
    }
  }
  return paths.mySuite.getHref({ warehouse: warehouseId });
}

/** `/my-suite/:warehouseId/packages/:packageId`: one package of My Suite. */
export function SuitePackagePage() {
  const { t } = useTranslation();
  const { warehouseId = '', packageId = '' } = useParams();
  const { state } = useLocation();
  const pageName = t('pages.suitePackage');
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <p className="back-link">
        <AppLink to={readListHref(state, warehouseId)}>{t('suite.details.back')}</AppLink>
      </p>
      <PackageDetails key={packageId} warehouseId={warehouseId} packageId={packageId} />
    </div>
  );
}

import { DocumentTitle } from '@/components/ui/document-title';
import { PackageLockers } from '@/features/suite/components/package-lockers';
import { useTranslation } from '@/lib/i18n';

/** `/my-package-lockers`: the addresses to give shops, one per warehouse (spec section 2). */
export function MyPackageLockersPage() {
  const { t } = useTranslation();
  const pageName = t('pages.myPackageLockers');
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      <p className="page__lead">{t('suite.lockers.lead')}</p>
      <PackageLockers />
    </div>
  );
}

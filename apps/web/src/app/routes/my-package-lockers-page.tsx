import { DocumentTitle } from '@/components/ui/document-title';
import { PackageLockers } from '@/features/suite/components/package-lockers';
import { SignedInOnly } from '@/features/suite/components/signed-in-only';
import { useTranslation } from '@/lib/i18n';

/** `/my-package-lockers`: the addresses to give shops, one per warehouse (spec section 2). */
export function MyPackageLockersPage() {
  const { t } = useTranslation();
  const pageName = t('pages.myPackageLockers');
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <SignedInOnly pageName={pageName}>
        <h1>{pageName}</h1>
        <p className="page__lead">{t('suite.lockers.lead')}</p>
        <PackageLockers />
      </SignedInOnly>
    </div>
  );
}

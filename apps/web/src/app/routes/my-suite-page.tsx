import { DocumentTitle } from '@/components/ui/document-title';
import { MySuite } from '@/features/suite/components/my-suite';
import { useTranslation } from '@/lib/i18n';

/** `/my-suite?warehouse=…&tab=…&keyword=…&page=…`: the customer's packages (spec section 2). */
export function MySuitePage() {
  const { t } = useTranslation();
  const pageName = t('pages.mySuite');
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      <p className="page__lead">{t('suite.list.lead')}</p>
      <MySuite />
    </div>
  );
}

import { DocumentTitle } from '@/components/ui/document-title';
import { QueryState } from '@/components/ui/query-state';
import { usePriceOverview } from '@/features/price-admin/api/get-price-overview';
import { PriceAdminPanel } from '@/features/price-admin/components/price-admin-panel';
import { useTranslation } from '@/lib/i18n';

/** `/admin/prices`: the price data operators keep, in force and scheduled (ADMIN only, 040). */
export function AdminPricesPage() {
  const { t } = useTranslation();
  const query = usePriceOverview();
  const pageName = t('operator.prices.title');
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      <p className="page__lead">{t('operator.prices.lead')}</p>
      <QueryState query={query} errorTitle={t('operator.prices.loadFailed')}>
        {(overview) => <PriceAdminPanel overview={overview} />}
      </QueryState>
    </div>
  );
}

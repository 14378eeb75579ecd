import { DocumentTitle } from '@/components/ui/document-title';
import { QueryState } from '@/components/ui/query-state';
import { useOfferCampaigns } from '@/features/offers-admin/api/offer-campaigns';
import { OfferCampaignsPanel } from '@/features/offers-admin/components/offer-campaigns-panel';
import { useTranslation } from '@/lib/i18n';

/** `/admin/offers`: the latest-offers e-mail, written and sent once (ADMIN only, decision 056). */
export function AdminOffersPage() {
  const { t } = useTranslation();
  const query = useOfferCampaigns();
  const pageName = t('operator.offers.title');
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      <p className="page__lead">{t('operator.offers.lead')}</p>
      <QueryState query={query} errorTitle={t('operator.offers.loadFailed')}>
        {(list) => <OfferCampaignsPanel list={list} />}
      </QueryState>
    </div>
  );
}

import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { DocumentTitle } from '@/components/ui/document-title';
import { DeliveryStatusView } from '@/features/delivery-status/components/delivery-status-view';
import { useTranslation } from '@/lib/i18n';

/** `/delivery-status?order=XWF…`: one shipment's timeline (issue 12). */
export function DeliveryStatusPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderNumber = search.get('order')?.trim() ?? '';
  const pageName = t('pages.deliveryStatus');
  return (
    <div className="container page page--narrow">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      {orderNumber ? (
        <DeliveryStatusView orderNumber={orderNumber} />
      ) : (
        <Alert tone="info">{t('suite.deliveryStatus.missingOrderNumber')}</Alert>
      )}
    </div>
  );
}

import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { ShipWizard } from '@/features/ship-wizard/components/ship-wizard';
import { useTranslation } from '@/lib/i18n';

/**
 * `/ship?warehouseId=…&packageIds=a,b`: the start-shipment wizard for the packages chosen in My
 * Suite's Ready to send tab (spec section 2). Without packages it points back there.
 */
export function ShipPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const warehouseId = searchParams.get('warehouseId') ?? '';
  const packageIds = (searchParams.get('packageIds') ?? '').split(',').filter(Boolean);
  const pageName = t('pages.ship');
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      {warehouseId && packageIds.length > 0 ? (
        <ShipWizard
          key={`${warehouseId}|${packageIds.join(',')}`}
          warehouseId={warehouseId}
          packageIds={packageIds}
          onCreated={() => void navigate(paths.cart.getHref())}
        />
      ) : (
        <Alert tone="info" title={t('shipping.wizard.nothingChosen')}>
          <ButtonLink to={paths.mySuite.getHref({ tab: 'readyToSend' })} variant="secondary">
            {t('shipping.wizard.backToSuite')}
          </ButtonLink>
        </Alert>
      )}
    </div>
  );
}

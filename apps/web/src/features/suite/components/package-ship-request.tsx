import type { ShipRequestSummary } from '@skyparcel/domain/ship-requests';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

export type PackageShipRequestProps = {
  request: Pick<ShipRequestSummary, 'orderNumber' | 'status'>;
};

/** The ship request a package is in: its order number, its state, and the cart while unpaid. */
export function PackageShipRequest({ request }: PackageShipRequestProps) {
  const { t } = useTranslation();
  return (
    <span className="package-ship-request">
      <span dir="ltr">{request.orderNumber}</span>{' '}
      <span className="package-ship-request__status">
        {t(`suite.request.status.${request.status}`)}
      </span>
      {request.status === 'awaiting_payment' ? (
        <>
          {' '}
          <AppLink to={paths.cart.getHref()}>
            {t('suite.request.toCart', { orderNumber: request.orderNumber })}
          </AppLink>
        </>
      ) : null}
    </span>
  );
}

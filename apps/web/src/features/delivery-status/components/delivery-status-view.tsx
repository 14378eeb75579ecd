import { ShipmentTimeline } from '@/components/shipment-timeline';
import { ButtonLink } from '@/components/ui/button-link';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useDeliveryStatus } from '../api/get-delivery-status';
import { DeliverySteps } from './delivery-steps';
import '../delivery-status.css';

export type DeliveryStatusViewProps = {
  orderNumber: string;
};

/**
 * `/delivery-status`: one of the customer's shipments, the three initial labels, then every
 * event with its time, place and note (issue 12). Another customer's number reads as not found.
 */
export function DeliveryStatusView({ orderNumber }: DeliveryStatusViewProps) {
  const { t } = useTranslation();
  const query = useDeliveryStatus(orderNumber);
  return (
    <QueryState query={query} errorTitle={t('suite.deliveryStatus.loadFailed')}>
      {(shipment) => (
        <section className="delivery-status" aria-labelledby="delivery-status-title">
          <h2 id="delivery-status-title">
            {t('suite.deliveryStatus.title', { orderNumber: shipment.orderNumber })}
          </h2>
          <dl className="facts">
            <div className="facts__item">
              <dt>{t('suite.shipments.state')}</dt>
              <dd>{t(`suite.request.status.${shipment.status}`)}</dd>
            </div>
            <div className="facts__item">
              <dt>{t('suite.shipments.airWaybill')}</dt>
              <dd dir="ltr">{shipment.airWaybillNumber ?? t('suite.shipments.notYet')}</dd>
            </div>
            <div className="facts__item">
              <dt>{t('suite.shipments.masterWaybill')}</dt>
              <dd dir="ltr">{shipment.masterWaybillNumber ?? t('suite.shipments.notYet')}</dd>
            </div>
          </dl>
          <DeliverySteps shipment={shipment} />
          <h3>{t('suite.deliveryStatus.eventsTitle')}</h3>
          {shipment.events.length === 0 ? (
            <p>{t('suite.deliveryStatus.noEvents')}</p>
          ) : (
            <ShipmentTimeline events={shipment.events} />
          )}
          <p>
            <ButtonLink
              to={paths.mySuite.getHref({
                tab: shipment.status === 'delivered' ? 'delivered' : 'preparing',
              })}
              variant="secondary"
            >
              {t('suite.deliveryStatus.backToSuite')}
            </ButtonLink>
          </p>
        </section>
      )}
    </QueryState>
  );
}

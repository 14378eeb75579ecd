import type { TrackedShipment } from '@skyparcel/domain/tracking';
import { useId } from 'react';
import { ShipmentTimeline } from '@/components/shipment-timeline';
import { formatMeasure, formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { TrackingStatusBadge } from './tracking-status-badge';
import '../tracking.css';

export type TrackedShipmentCardProps = {
  shipment: TrackedShipment;
};

export function TrackedShipmentCard({ shipment }: TrackedShipmentCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();

  return (
    <article className="card shipment" aria-labelledby={titleId}>
      <div className="shipment__header">
        <h3 id={titleId} className="shipment__number" dir="ltr">
          {shipment.trackingNumber}
        </h3>
        <TrackingStatusBadge status={shipment.status} />
      </div>
      <dl className="facts">
        {shipment.airWaybillNumber ? (
          <div className="facts__item">
            <dt>{t('tracking.shipment.airWaybill')}</dt>
            <dd dir="ltr">{shipment.airWaybillNumber}</dd>
          </div>
        ) : null}
        {shipment.orderNumber ? (
          <div className="facts__item">
            <dt>{t('tracking.shipment.orderNumber')}</dt>
            <dd dir="ltr">{shipment.orderNumber}</dd>
          </div>
        ) : null}
        <div className="facts__item">
          <dt>{t('tracking.shipment.origin')}</dt>
          <dd>{shipment.origin}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('tracking.shipment.destination')}</dt>
          <dd>{shipment.destination}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('tracking.shipment.pieces')}</dt>
          <dd>{formatNumber(shipment.pieces, locale, 0)}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('tracking.shipment.weight')}</dt>
          <dd>{formatMeasure(shipment.weightKg, 'kilogram', locale)}</dd>
        </div>
      </dl>
      <h4 className="shipment__timeline-title">{t('tracking.shipment.timeline')}</h4>
      <ShipmentTimeline events={shipment.events} />
    </article>
  );
}

import type { ShipmentTimeline } from '@skyparcel/domain/tracking';
import { useTranslation } from '@/lib/i18n';

export type DeliveryStepsProps = {
  shipment: Pick<ShipmentTimeline, 'status' | 'deliveryStatus'>;
};

type Step = { key: string; label: string; isDone: boolean; isCurrent: boolean };

/**
 * The three initial status labels of spec section 4 (My Suite, Process Delivery, Delivery
 * Status) as the head of the timeline: the packages left the suite once paid, the delivery is
 * processed until the shipment departs, then the delivery status (from the events) takes over.
 */
export function DeliverySteps({ shipment }: DeliveryStepsProps) {
  const { t } = useTranslation();
  const hasDeparted = shipment.status === 'departed' || shipment.status === 'delivered';
  const steps: Step[] = [
    { key: 'mySuite', label: t('tracking.initialStatus.mySuite'), isDone: true, isCurrent: false },
    {
      key: 'processDelivery',
      label: t('tracking.initialStatus.processDelivery'),
      isDone: hasDeparted,
      isCurrent: !hasDeparted,
    },
    {
      key: 'deliveryStatus',
      label: `${t('tracking.initialStatus.deliveryStatus')}: ${t(`tracking.deliveryStatus.${shipment.deliveryStatus}`)}`,
      isDone: shipment.status === 'delivered',
      isCurrent: hasDeparted && shipment.status !== 'delivered',
    },
  ];
  return (
    <ol className="delivery-steps" aria-label={t('suite.deliveryStatus.stepsLabel')}>
      {steps.map((step) => (
        <li
          key={step.key}
          className={`delivery-steps__step${step.isDone ? ' delivery-steps__step--done' : ''}${step.isCurrent ? ' delivery-steps__step--current' : ''}`}
          aria-current={step.isCurrent ? 'step' : undefined}
        >
          {step.label}
        </li>
      ))}
    </ol>
  );
}

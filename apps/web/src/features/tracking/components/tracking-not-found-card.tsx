import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import '../tracking.css';

export type TrackingNotFoundCardProps = {
  number: string;
};

/** A searched number that matched no shipment: 'No tracking records.' (spec section 8). */
export function TrackingNotFoundCard({ number }: TrackingNotFoundCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article className="card shipment shipment--not-found" aria-labelledby={titleId}>
      <h3 id={titleId} className="shipment__number" dir="ltr">
        {number}
      </h3>
      <p>{t('tracking.results.noRecords')}</p>
    </article>
  );
}

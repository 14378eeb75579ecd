import type { TrackingEvent } from '@skyparcel/domain/tracking';
import { formatDateTime } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import './shipment-timeline.css';

/** A tracking event, with the clerk's note where the reader may see it (the customer's page). */
export type ShipmentTimelineEvent = TrackingEvent & { note?: string | null };

export type ShipmentTimelineProps = {
  events: readonly ShipmentTimelineEvent[];
};

/**
 * Every event of a shipment, newest first: status, time in the reader's language, place and
 * note. The public tracking page and the customer's /delivery-status show the same list.
 */
export function ShipmentTimeline({ events }: ShipmentTimelineProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const newestFirst = [...events].sort(
    (a, b) => new Date(b.occurredAt).getTime() - new Date(a.occurredAt).getTime(),
  );

  return (
    <ol className="timeline">
      {newestFirst.map((event, index) => (
        <li
          key={`${event.occurredAt}-${event.status}`}
          className={`timeline__event${index === 0 ? ' timeline__event--current' : ''}`}
        >
          <p className="timeline__status">{t(`tracking.status.${event.status}`)}</p>
          <p className="timeline__meta">
            <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt, locale)}</time>
            <span className="timeline__location">
              {event.airportCode ? `${event.location} (${event.airportCode})` : event.location}
            </span>
          </p>
          {event.note ? <p className="timeline__note">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

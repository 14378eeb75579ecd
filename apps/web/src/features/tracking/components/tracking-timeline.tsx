import type { TrackingEvent } from '@skyparcel/domain/tracking';
import { formatDateTime } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import '../tracking.css';

export type TrackingTimelineProps = {
  events: readonly TrackingEvent[];
};

/** Every event of a shipment, newest first, with the time in the visitor's language. */
export function TrackingTimeline({ events }: TrackingTimelineProps) {
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
        </li>
      ))}
    </ol>
  );
}

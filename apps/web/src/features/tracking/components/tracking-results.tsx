import { QueryState } from '@/components/ui/query-state';
import { useTranslation } from '@/lib/i18n';
import { useTracking } from '../api/get-tracking';
import { TrackedShipmentCard } from './tracked-shipment-card';
import { TrackingNotFoundCard } from './tracking-not-found-card';
import '../tracking.css';

export type TrackingResultsProps = {
  numbers: readonly string[];
};

/**
 * Each number's status and timeline, and 'No tracking records.' for the ones nothing matched. A
 * failed search shows the server's reasons, or the spec's generic 'Error' when it gave none.
 */
export function TrackingResults({ numbers }: TrackingResultsProps) {
  const { t } = useTranslation();
  const tracking = useTracking(numbers);

  return (
    <QueryState
      query={tracking}
      loadingLabel={t('tracking.results.loading')}
      errorFallback={t('tracking.results.error')}
    >
      {({ results, notFound }) => (
        <section className="tracking-results" aria-labelledby="tracking-results-title">
          <h2 id="tracking-results-title">{t('tracking.results.title')}</h2>
          <ul className="tracking-results__list">
            {results.map((shipment) => (
              <li key={shipment.trackingNumber}>
                <TrackedShipmentCard shipment={shipment} />
              </li>
            ))}
            {notFound.map((number) => (
              <li key={number}>
                <TrackingNotFoundCard number={number} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </QueryState>
  );
}

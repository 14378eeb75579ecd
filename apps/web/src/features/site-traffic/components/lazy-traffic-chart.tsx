import { lazy, Suspense } from 'react';
import { Loader } from '@/components/ui/loader';
import { useTranslation } from '@/lib/i18n';
import type { TrafficChartProps } from './traffic-chart';

// The chart library is its own chunk, fetched when the chart renders: the figures and tables
// of the page do not wait for it.
const TrafficChart = lazy(() =>
  import('./traffic-chart').then((module) => ({ default: module.TrafficChart })),
);

export type LazyTrafficChartProps = TrafficChartProps & {
  /** Already translated: what the chart shows, read out instead of the drawing. */
  label: string;
};

/** The chart as a picture with a name; the figures are in the table of days beside it. */
export function LazyTrafficChart({ label, ...chart }: LazyTrafficChartProps) {
  const { t } = useTranslation();
  return (
    <figure className="site-traffic__chart" role="img" aria-label={label}>
      <div aria-hidden="true" className="site-traffic__drawing" data-mantine-color-scheme="light">
        <Suspense fallback={<Loader label={t('common.loading')} />}>
          <TrafficChart {...chart} />
        </Suspense>
      </div>
    </figure>
  );
}

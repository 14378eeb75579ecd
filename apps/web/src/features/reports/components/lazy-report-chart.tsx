import { lazy, Suspense } from 'react';
import { Loader } from '@/components/ui/loader';
import { useTranslation } from '@/lib/i18n';
import type { ReportChartProps } from './report-chart';

// The chart library (Mantine charts, recharts) is its own chunk, fetched when the first chart
// renders: never with the first page, and the tables do not wait for it.
const ReportChart = lazy(() =>
  import('./report-chart').then((module) => ({ default: module.ReportChart })),
);

export type LazyReportChartProps = ReportChartProps & {
  /** Already translated: what the chart shows, read out instead of the drawing. */
  label: string;
};

/**
 * A report's chart as a picture with a name: screen readers hear the label and read the figures
 * in the table that follows (the drawing itself is hidden from them).
 */
export function LazyReportChart({ label, ...chart }: LazyReportChartProps) {
  const { t } = useTranslation();
  return (
    <figure className="report-chart" role="img" aria-label={label}>
      <div aria-hidden="true" className="report-chart__drawing" data-mantine-color-scheme="light">
        <Suspense fallback={<Loader label={t('common.loading')} />}>
          <ReportChart {...chart} />
        </Suspense>
      </div>
    </figure>
  );
}

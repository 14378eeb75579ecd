import { BarChart } from '@mantine/charts';
import { MantineProvider } from '@mantine/core';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';

export type ReportChartSeries = { name: string; label: string; color: string };

export type ReportChartProps = {
  /** One object per bar group: the category under `dataKey`, a number per series. */
  data: Record<string, string | number>[];
  dataKey: string;
  series: ReportChartSeries[];
  /** Stacks the series in one bar (duties and VAT); side by side otherwise. */
  isStacked?: boolean;
  isRtl: boolean;
  valueFormatter: (value: number) => string;
};

/**
 * The reports' one chart (issue 15, decision 055): Mantine's BarChart over recharts. This module
 * is imported only through `lazy-report-chart.tsx`, so the chart library and its styles load on
 * the reports page and nowhere else. Mantine's provider sits around each chart only; its global
 * stylesheet is not imported, so the rest of the page keeps the house styles. Right to left,
 * the bars run from the right (the data reversed) and the value axis stands on the right.
 */
export function ReportChart({
  data,
  dataKey,
  series,
  isStacked = false,
  isRtl,
  valueFormatter,
}: ReportChartProps) {
  return (
    <MantineProvider forceColorScheme="light">
      <BarChart
        h={260}
        data={isRtl ? [...data].reverse() : data}
        dataKey={dataKey}
        series={series}
        type={isStacked ? 'stacked' : 'default'}
        withLegend={series.length > 1}
        valueFormatter={valueFormatter}
        tickLine="y"
        yAxisProps={{ orientation: isRtl ? 'right' : 'left', width: 72 }}
        xAxisProps={{ interval: 'preserveStartEnd' }}
        tooltipAnimationDuration={0}
        barProps={{ isAnimationActive: false }}
        // The drawing is hidden from screen readers (its table says the same), so it must not
        // take the keyboard's focus either: recharts' keyboard layer is off.
        barChartProps={{ accessibilityLayer: false }}
      />
    </MantineProvider>
  );
}

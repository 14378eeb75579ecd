import { LineChart } from '@mantine/charts';
import { MantineProvider } from '@mantine/core';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';

export type TrafficChartSeries = { name: string; label: string; color: string };

export type TrafficChartProps = {
  /** One object per day: the day's label under `day`, a number per series. */
  data: Record<string, string | number>[];
  series: TrafficChartSeries[];
  isRtl: boolean;
  valueFormatter: (value: number) => string;
};

/**
 * The site traffic's chart (decision 065): the charting the reports use (decision 055), Mantine's
 * LineChart over recharts, a line per figure. Imported only through `lazy-traffic-chart.tsx`, so
 * the library loads with the chart and never with the first page. Right to left, time runs from
 * the right and the value axis stands on the right.
 */
export function TrafficChart({ data, series, isRtl, valueFormatter }: TrafficChartProps) {
  return (
    <MantineProvider forceColorScheme="light">
      <LineChart
        h={280}
        data={isRtl ? [...data].reverse() : data}
        dataKey="day"
        series={series}
        curveType="linear"
        withLegend
        withDots={data.length <= 31}
        valueFormatter={valueFormatter}
        tickLine="y"
        yAxisProps={{ orientation: isRtl ? 'right' : 'left', width: 72 }}
        xAxisProps={{ interval: 'preserveStartEnd' }}
        tooltipAnimationDuration={0}
        lineProps={{ isAnimationActive: false }}
        // The drawing is hidden from screen readers (the table of days says the same), so it
        // must not take the keyboard's focus either: recharts' keyboard layer is off.
        lineChartProps={{ accessibilityLayer: false }}
      />
    </MantineProvider>
  );
}

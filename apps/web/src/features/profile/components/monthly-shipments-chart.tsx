import { formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';

export type MonthlyShipmentsChartProps = {
  year: number;
  /** Twelve counts, January first. */
  counts: readonly number[];
};

const WIDTH = 360;
const HEIGHT = 120;
const LABEL_SPACE = 16;

/**
 * Shipments per month as twelve SVG bars (decision 048: no chart library for one small chart).
 * Screen readers get the figures as a list; the bars follow the page's direction.
 */
export function MonthlyShipmentsChart({ year, counts }: MonthlyShipmentsChartProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const monthName = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const months = counts.map((count, month) => ({
    count,
    name: monthName.format(new Date(Date.UTC(year, month, 1))),
  }));
  const highest = Math.max(1, ...counts);
  const slot = WIDTH / 12;
  const title = t('profilePage.summary.chartTitle', { year });

  return (
    <figure className="profile-chart-figure">
      <figcaption>{title}</figcaption>
      <svg
        className="profile-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT + LABEL_SPACE}`}
        role="img"
        aria-label={months
          .map(({ name, count }) => `${name}: ${formatNumber(count, locale)}`)
          .join(', ')}
      >
        {months.map(({ name, count }, month) => {
          const barHeight = (count / highest) * (HEIGHT - 4);
          return (
            <g key={name} transform={`translate(${month * slot} 0)`}>
              <rect
                className="profile-chart__bar"
                x={slot * 0.2}
                y={HEIGHT - barHeight}
                width={slot * 0.6}
                height={barHeight}
              />
              <text
                className="profile-chart__label"
                x={slot / 2}
                y={HEIGHT + 12}
                textAnchor="middle"
              >
                {name}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

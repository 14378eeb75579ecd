import type { PriceOverview } from '@skyparcel/domain/pricing';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

export type ExchangeRatesBannerProps = {
  exchangeRates: PriceOverview['exchangeRates'];
  /** Opens the Exchange rates tab, where the pairs are listed. */
  onOpen: () => void;
};

/**
 * The top of /admin/prices while quotes miss a rate this month or next, or from the 25th while
 * next month's table is not set (decision 059): one line each, and the way to the tab. A
 * warning (a polite status) whatever the month: it points at the tab, which says the rest.
 */
export function ExchangeRatesBanner({ exchangeRates, onOpen }: ExchangeRatesBannerProps) {
  const { t } = useTranslation();
  const months = exchangeRates.missing.filter((month) => month.pairs.length > 0);
  const { nextMonth } = exchangeRates;
  if (months.length === 0 && !nextMonth.isWarning) {
    return null;
  }
  return (
    <Alert tone="warning" title={t('operator.prices.exchange.bannerTitle')}>
      <ul className="price-banner__lines">
        {months.map((month) => (
          <li key={month.month}>
            {t('operator.prices.exchange.bannerMissing', {
              month: month.month,
              count: String(month.pairs.length),
            })}
          </li>
        ))}
        {nextMonth.isWarning ? (
          <li>{t('operator.prices.exchange.bannerNextMonth', { month: nextMonth.month })}</li>
        ) : null}
      </ul>
      <Button variant="secondary" size="small" onClick={onOpen}>
        {t('operator.prices.exchange.bannerOpen')}
      </Button>
    </Alert>
  );
}

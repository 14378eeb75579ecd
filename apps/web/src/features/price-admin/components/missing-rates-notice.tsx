import type { PriceOverview } from '@skyparcel/domain/pricing';
import { Alert } from '@/components/ui/alert';
import { useTranslation } from '@/lib/i18n';

export type MissingRatesNoticeProps = { exchangeRates: PriceOverview['exchangeRates'] };

/**
 * The pairs quotes will not find this month and next, each in the direction quotes convert, and
 * from the 25th (UTC) the warning that next month's table is not set (decision 059). This
 * month's gaps fail quotes now, so they are an error; next month's are still ahead.
 */
export function MissingRatesNotice({ exchangeRates }: MissingRatesNoticeProps) {
  const { t } = useTranslation();
  const { missing, nextMonth, currentMonth } = exchangeRates;
  return (
    <>
      {missing
        .filter((month) => month.pairs.length > 0)
        .map((month) => (
          <Alert
            key={month.month}
            tone={month.month === currentMonth ? 'error' : 'warning'}
            title={t('operator.prices.exchange.missingTitle', { month: month.month })}
          >
            <p>{t('operator.prices.exchange.missingBody')}</p>
            <ul className="price-missing__pairs">
              {month.pairs.map((pair) => (
                <li key={`${pair.from}>${pair.to}`}>
                  {t('operator.prices.exchange.pair', { from: pair.from, to: pair.to })}
                </li>
              ))}
            </ul>
          </Alert>
        ))}
      {nextMonth.isWarning ? (
        <Alert
          tone="warning"
          title={t('operator.prices.exchange.nextMonthTitle', { month: nextMonth.month })}
        >
          <p>{t('operator.prices.exchange.nextMonthBody', { month: nextMonth.month })}</p>
        </Alert>
      ) : null}
    </>
  );
}

import type { ShipRequestQuoteDto } from '@skyparcel/domain/pricing';
import { formatPackageMoney } from '@/features/suite/package-format';
import { formatNumber, formatPercent } from '@/lib/format';
import { type TranslateFunction, useLocale, useTranslation } from '@/lib/i18n';

type QuoteLine = ShipRequestQuoteDto['lines'][number];

export type QuoteLinesProps = {
  quote: ShipRequestQuoteDto;
};

function basisPoints(params: QuoteLine['params'], name: string): number {
  const value = params[name];
  return typeof value === 'number' ? value / 100 : 0;
}

/** Why a line has its amount, from its reason and figures (decision 034's `reason`, `params`). */
function explain(
  line: QuoteLine,
  quote: ShipRequestQuoteDto,
  t: TranslateFunction,
  locale: Parameters<typeof formatNumber>[1],
): string {
  const { params } = line;
  const money = (value: { amount: number; currency: string }) => formatPackageMoney(value, locale);
  switch (line.reason) {
    case 'CHARGEABLE_WEIGHT':
      return t('shipping.quote.reasons.CHARGEABLE_WEIGHT', {
        weight: formatNumber(Number(params.chargeableKg ?? quote.chargeableWeightKg), locale),
        actual: formatNumber(quote.actualWeightKg, locale),
      });
    case 'LIABILITY_INCREMENTS':
      return t('shipping.quote.reasons.LIABILITY_INCREMENTS', {
        count: Number(params.increments ?? 0),
        value: money(quote.declaredValue),
      });
    case 'STORAGE_DAYS':
      return t('shipping.quote.reasons.STORAGE_DAYS', {
        count: Number(params.chargeableDays ?? 0),
      });
    case 'ABOVE_DE_MINIMIS':
    case 'BELOW_DE_MINIMIS': {
      const customs = quote.customs;
      const rate =
        params.rateBasisPoints === undefined ? null : basisPoints(params, 'rateBasisPoints');
      const base = customs
        ? t(`shipping.quote.reasons.${line.reason}`, {
            cif: money(customs.cif),
            threshold: money(customs.threshold),
          })
        : '';
      return rate === null
        ? base
        : `${base} ${t('shipping.quote.rate', { rate: formatPercent(rate, locale) })}`;
    }
    case 'MEMBERSHIP_LEVEL':
      return t('shipping.quote.reasons.MEMBERSHIP_LEVEL', {
        percent: formatPercent(basisPoints(params, 'percentBasisPoints'), locale),
      });
    case 'COUPON_PERCENT':
      return t('shipping.quote.reasons.COUPON_PERCENT', {
        code: String(params.couponCode ?? ''),
        percent: formatPercent(basisPoints(params, 'percentBasisPoints'), locale),
      });
    case 'COUPON_AMOUNT':
      return t('shipping.quote.reasons.COUPON_AMOUNT', { code: String(params.couponCode ?? '') });
    default:
      return t(`shipping.quote.reasons.${line.reason}`);
  }
}

/**
 * Every line of a quote with its reason and its amount in the customer's currency, the total, and
 * the month's exchange rates it used: the amount shown is the amount charged (decision 034).
 */
export function QuoteLines({ quote }: QuoteLinesProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const month = quote.exchangeRateMonth
    ? new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(quote.exchangeRateMonth),
      )
    : null;
  return (
    <div className="quote">
      <table className="quote__table">
        <caption className="visually-hidden">{t('shipping.quote.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('shipping.quote.item')}</th>
            <th scope="col">{t('shipping.quote.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => (
            // One line per code, but storage: one per package.
            <tr key={`${line.code}-${String(line.params.packageId ?? '')}`}>
              <th scope="row">
                <span className="quote__label">{t(`shipping.quote.lines.${line.code}`)}</span>
                <span className="quote__reason">{explain(line, quote, t, locale)}</span>
              </th>
              <td className="quote__amount">{formatPackageMoney(line.amount, locale)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('shipping.quote.total')}</th>
            <td className="quote__amount quote__total">
              {formatPackageMoney(quote.total, locale)}
            </td>
          </tr>
        </tfoot>
      </table>
      {quote.rates.length > 0 && month ? (
        <p className="quote__rates">
          {t('shipping.quote.rates', {
            month,
            rates: quote.rates
              .map(
                (rate) =>
                  `1 ${rate.from} = ${formatNumber(Number(rate.rate), locale, 6)} ${rate.to}`,
              )
              .join(', '),
          })}
        </p>
      ) : null}
    </div>
  );
}

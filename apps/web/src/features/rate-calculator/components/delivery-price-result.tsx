import type { DeliveryPrice } from '@skyparcel/domain/pricing';
import { formatMoneyDto } from '@skyparcel/i18n/format-money';
import { useId } from 'react';
import { formatMeasure } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { CustomsEstimateDetails } from './customs-estimate-details';
import '../rate-calculator.css';

export type DeliveryPriceResultProps = {
  price: DeliveryPrice;
};

/** The quote: price, the three weights, and the duty/VAT estimate against the threshold. */
export function DeliveryPriceResult({ price }: DeliveryPriceResultProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const kg = (value: number) => formatMeasure(value, 'kilogram', locale);

  return (
    <section className="card price-result" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('calculator.result.title')}</h3>
      <p className="price-result__amount">{formatMoneyDto(price, locale)}</p>
      <dl className="facts">
        <div className="facts__item">
          <dt>{t('calculator.result.actualWeight')}</dt>
          <dd>{kg(price.actualWeightKg)}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('calculator.result.volumetricWeight')}</dt>
          <dd>
            {price.volumetricWeightKg === null
              ? t('calculator.result.noDimensions')
              : kg(price.volumetricWeightKg)}
          </dd>
        </div>
        <div className="facts__item">
          <dt>{t('calculator.result.chargeableWeight')}</dt>
          <dd>{kg(price.chargeableWeightKg)}</dd>
        </div>
      </dl>
      {price.customs ? (
        <CustomsEstimateDetails customs={price.customs} />
      ) : (
        <p className="price-result__note">
          {/* A value was given but a rate is missing: say which, not "enter a value" (059). */}
          {price.missingRate
            ? t('errors.PRICE_CURRENCY_UNAVAILABLE', {
                from: price.missingRate.from,
                to: price.missingRate.to,
              })
            : t('calculator.customs.notEstimated')}
        </p>
      )}
    </section>
  );
}

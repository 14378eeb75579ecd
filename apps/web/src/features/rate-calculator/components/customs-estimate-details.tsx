import type { CustomsEstimate } from '@skyparcel/domain/pricing';
import { formatMoneyDto } from '@skyparcel/i18n/format-money';
import { formatPercent } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import '../rate-calculator.css';

export type CustomsEstimateDetailsProps = {
  customs: CustomsEstimate;
};

/** Duty, admin fee and VAT of a declared value, and whether it passes the duty-free threshold. */
export function CustomsEstimateDetails({ customs }: CustomsEstimateDetailsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (value: { amount: number; currency: string }) => formatMoneyDto(value, locale);
  const threshold = money(customs.threshold);

  return (
    <div className="customs">
      <h4>{t('calculator.customs.title')}</h4>
      <p>
        {customs.isAboveThreshold
          ? t('calculator.customs.aboveThreshold', { threshold })
          : t('calculator.customs.belowThreshold', { threshold })}
      </p>
      <dl className="facts facts--table">
        <div className="facts__item">
          <dt>{t('calculator.customs.threshold')}</dt>
          <dd>{threshold}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('calculator.customs.cif')}</dt>
          <dd>{money(customs.cif)}</dd>
        </div>
        <div className="facts__item">
          <dt>
            {t('calculator.customs.duty', { rate: formatPercent(customs.dutyRatePercent, locale) })}
          </dt>
          <dd>{money(customs.duty)}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('calculator.customs.adminFee')}</dt>
          <dd>{money(customs.adminFee)}</dd>
        </div>
        <div className="facts__item">
          <dt>
            {t('calculator.customs.vat', { rate: formatPercent(customs.vatRatePercent, locale) })}
          </dt>
          <dd>{money(customs.vat)}</dd>
        </div>
        <div className="facts__item facts__item--total">
          <dt>{t('calculator.customs.total')}</dt>
          <dd>{money(customs.total)}</dd>
        </div>
      </dl>
    </div>
  );
}

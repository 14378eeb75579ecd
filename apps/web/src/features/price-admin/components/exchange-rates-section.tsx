import { ExchangeRateTableBodySchema, type PriceOverview } from '@skyparcel/domain/pricing';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { useDomainForm } from '@/lib/use-domain-form';
import { useSchedulePriceVersion } from '../api/schedule-price-version';
import { MissingRatesNotice } from './missing-rates-notice';
import { ScheduleForm } from './schedule-form';
import { VersionLabel } from './version-label';
import { WithdrawButton } from './withdraw-button';

/** The currencies a month's table gives for 1 USD (the seeded tables' set). */
const TABLE_CURRENCIES = ['GBP', 'AED', 'KWD', 'SAR', 'EUR'] as const;

export type ExchangeRatesSectionProps = { overview: PriceOverview };

/**
 * The monthly tables (spec section 9: updated at the start of each month): the one quotes use
 * now, with the notice when it is an earlier month's because this month's is missing, the pairs
 * quotes will miss this month and next (decision 059), and the scheduled ones; a form adds a
 * month's table.
 */
export function ExchangeRatesSection({ overview }: ExchangeRatesSectionProps) {
  const { t } = useTranslation();
  const { exchangeRates } = overview;
  return (
    <div className="price-section">
      {exchangeRates.isFallback ? (
        <Alert tone="error">
          {t('operator.prices.exchange.fallback', {
            current: exchangeRates.currentMonth,
            month: exchangeRates.monthInForce ?? '',
          })}
        </Alert>
      ) : (
        <Alert tone="info">
          {t('operator.prices.exchange.inForce', { month: exchangeRates.monthInForce ?? '' })}
        </Alert>
      )}
      <MissingRatesNotice exchangeRates={exchangeRates} />
      <ul className="price-list">
        {exchangeRates.tables.map((table) => (
          <li key={table.month} className="card price-item">
            <h2 className="price-item__title">{table.month}</h2>
            <span className="price-version">
              <VersionLabel effectiveFrom={table.effectiveFrom} now={overview.now} />
              <WithdrawButton
                target={{ kind: 'exchange-rates', month: table.month }}
                effectiveFrom={table.effectiveFrom}
                now={overview.now}
              />
            </span>
            <p className="price-version__figures">
              {Object.entries(table.perUsd)
                .filter(([currency]) => currency !== 'USD')
                .map(([currency, rate]) => `1 USD = ${rate} ${currency}`)
                .join(' · ')}
            </p>
          </li>
        ))}
      </ul>
      <ExchangeRateForm overview={overview} />
    </div>
  );
}

function ExchangeRateForm({ overview }: ExchangeRatesSectionProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const schedule = useSchedulePriceVersion('exchange-rates');
  const form = useDomainForm(ExchangeRateTableBodySchema, {
    defaultValues: { month: overview.exchangeRates.currentMonth },
  });
  const { errors } = form.formState;
  return (
    <ScheduleForm form={form} onSchedule={(body) => schedule.mutateAsync(body)}>
      <FormField
        label={t('operator.prices.exchange.month')}
        error={translateMessage(errors.month?.message)}
        isRequired
      >
        <Input type="month" {...form.register('month')} />
      </FormField>
      {TABLE_CURRENCIES.map((currency) => (
        <FormField
          key={currency}
          label={`${t('operator.prices.exchange.perUsd')}: ${currency}`}
          error={translateMessage(errors.perUsd?.[currency]?.message)}
          isRequired
        >
          <Input
            inputMode="decimal"
            {...form.register(`perUsd.${currency}`, { valueAsNumber: true })}
          />
        </FormField>
      ))}
    </ScheduleForm>
  );
}

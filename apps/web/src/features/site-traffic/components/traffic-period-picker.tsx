import {
  lastDaysPeriod,
  resolveTelemetryPeriod,
  type TelemetryDashboardQuery,
  TelemetryDashboardQuerySchema,
} from '@skyparcel/domain/telemetry';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { useDomainForm } from '@/lib/use-domain-form';

export type TrafficPeriodPickerProps = {
  /** The period in the address; empty for the server's default (the last 30 days). */
  period: TelemetryDashboardQuery;
  onChange: (period: TelemetryDashboardQuery) => void;
};

const PRESETS = [7, 30] as const;
const blankIsUnset = (value: string) => value.trim() || undefined;

/**
 * The dashboard's period: the last 7 or 30 UTC days, or two days chosen. The period's rules
 * (order, at most 13 months) run here too, from the domain, so a wrong period is named at its
 * field before any call.
 */
export function TrafficPeriodPicker({ period, onChange }: TrafficPeriodPickerProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const prefix = 'operator.siteTraffic.period';
  const { register, handleSubmit, formState, setError } = useDomainForm(
    TelemetryDashboardQuerySchema,
    { defaultValues: { from: period.from ?? '', to: period.to ?? '' } },
  );
  const { errors } = formState;
  // No period in the address is the server's default: the last 30 days.
  const isDefault = period.from === undefined && period.to === undefined;
  const isPreset = (days: number) => {
    const preset = lastDaysPeriod(days, new Date());
    return (isDefault && days === 30) || (period.from === preset.from && period.to === preset.to);
  };

  const handleApply = handleSubmit((values) => {
    const decision = resolveTelemetryPeriod(values, new Date());
    if (!decision.ok) {
      setError(decision.field, { message: decision.key });
      return;
    }
    onChange(decision.period);
  });

  return (
    <search className="site-traffic__period">
      <div className="button-row">
        {PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            className={`button button--${isPreset(days) ? 'primary' : 'secondary'} button--small`}
            aria-pressed={isPreset(days)}
            onClick={() => onChange(lastDaysPeriod(days, new Date()))}
          >
            {t(`${prefix}.last${days}`)}
          </button>
        ))}
      </div>
      <form className="form-grid form-grid--2" noValidate onSubmit={handleApply}>
        <FormField label={t(`${prefix}.from`)} error={translateMessage(errors.from?.message)}>
          <Input type="date" {...register('from', { setValueAs: blankIsUnset })} />
        </FormField>
        <FormField label={t(`${prefix}.to`)} error={translateMessage(errors.to?.message)}>
          <Input type="date" {...register('to', { setValueAs: blankIsUnset })} />
        </FormField>
        <div className="form-grid__action">
          <Button type="submit" variant="secondary">
            {t(`${prefix}.apply`)}
          </Button>
        </div>
      </form>
    </search>
  );
}

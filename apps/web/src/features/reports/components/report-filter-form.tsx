import { type ReportQuery, ReportQuerySchema, resolveReportRange } from '@skyparcel/domain/reports';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatCountryName } from '@/lib/format';
import { useLocale, useTranslateMessage, useTranslation } from '@/lib/i18n';
import { useDomainForm } from '@/lib/use-domain-form';
import { useReportLaneOptions } from '../api/get-report';

export type ReportFilterFormProps = {
  filter: ReportQuery;
  onApply: (filter: ReportQuery) => void;
};

const blankIsUnset = (value: string) => value.trim() || undefined;

/**
 * The reports' filter: the range (the server's default when left empty) and a lane among those
 * the company has shipped. The range rules run here too (the same domain function), so a
 * reversed or too long range is named at its field before any call.
 */
export function ReportFilterForm({ filter, onApply }: ReportFilterFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const translateMessage = useTranslateMessage();
  const laneOptions = useReportLaneOptions();
  const { register, handleSubmit, formState, setError } = useDomainForm(ReportQuerySchema, {
    defaultValues: {
      dateFrom: filter.dateFrom ?? '',
      dateTo: filter.dateTo ?? '',
      origin: filter.origin ?? '',
      destination: filter.destination ?? '',
    },
  });
  const { errors } = formState;
  const prefix = 'reports.filter';
  const origins = laneOptions.data?.origins ?? [];
  const destinations = laneOptions.data?.destinations ?? [];

  const handleApply = handleSubmit((values) => {
    const decision = resolveReportRange(values, new Date());
    if (!decision.ok) {
      setError(decision.field, { message: decision.key });
      return;
    }
    onApply(values);
  });

  return (
    <search>
      <form className="form-grid form-grid--2 report-filter" noValidate onSubmit={handleApply}>
        <FormField
          label={t(`${prefix}.dateFrom`)}
          error={translateMessage(errors.dateFrom?.message)}
        >
          <Input type="date" {...register('dateFrom', { setValueAs: blankIsUnset })} />
        </FormField>
        <FormField label={t(`${prefix}.dateTo`)} error={translateMessage(errors.dateTo?.message)}>
          <Input type="date" {...register('dateTo', { setValueAs: blankIsUnset })} />
        </FormField>
        <FormField label={t(`${prefix}.origin`)} error={translateMessage(errors.origin?.message)}>
          <Select {...register('origin', { setValueAs: blankIsUnset })}>
            <option value="">{t(`${prefix}.anyOrigin`)}</option>
            {origins.map((code) => (
              <option key={code} value={code}>
                {formatCountryName(code, locale)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t(`${prefix}.destination`)}
          error={translateMessage(errors.destination?.message)}
        >
          <Select {...register('destination', { setValueAs: blankIsUnset })}>
            <option value="">{t(`${prefix}.anyDestination`)}</option>
            {destinations.map((code) => (
              <option key={code} value={code}>
                {formatCountryName(code, locale)}
              </option>
            ))}
          </Select>
        </FormField>
        <div className="form-grid__action">
          <Button type="submit">{t(`${prefix}.apply`)}</Button>
        </div>
      </form>
    </search>
  );
}

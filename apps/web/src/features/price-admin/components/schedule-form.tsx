import { type ReactNode, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { applyServerErrors } from '@/lib/use-domain-form';

export type ScheduleFormProps<Input extends FieldValues, Output> = {
  form: UseFormReturn<Input, unknown, Output>;
  onSchedule: (values: Output) => Promise<unknown>;
  /** The fields of the version. */
  children: ReactNode;
};

/**
 * The form that schedules a new version of one kind of price data (decision 031): the fields,
 * the server's refusals beside them (a past start, too many decimals), and a notice once saved.
 */
export function ScheduleForm<Input extends FieldValues, Output>({
  form,
  onSchedule,
  children,
}: ScheduleFormProps<Input, Output>) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function handleValid(values: Output) {
    setNotice(null);
    try {
      await onSchedule(values);
      setNotice({ tone: 'success', text: t('operator.prices.saved') });
    } catch (error) {
      const message = applyServerErrors(form.setError, error, t('errors.GENERIC'));
      if (Object.keys(isApiError(error) ? (error.fields ?? {}) : {}).length === 0) {
        setNotice({ tone: 'error', text: message });
      }
    }
  }

  return (
    <form className="card price-form" noValidate onSubmit={form.handleSubmit(handleValid)}>
      <h2>{t('operator.prices.schedule')}</h2>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <div className="form-grid form-grid--2">{children}</div>
      <Button type="submit" isLoading={form.formState.isSubmitting}>
        {t('operator.prices.schedule')}
      </Button>
    </form>
  );
}

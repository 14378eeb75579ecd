import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';

export type EffectiveFromFieldProps = {
  registration: UseFormRegisterReturn;
  error: string | undefined;
};

/** When a new version starts: a local date and time, or empty for now (never in the past). */
export function EffectiveFromField({ registration, error }: EffectiveFromFieldProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  return (
    <FormField
      label={t('operator.prices.effectiveFrom')}
      hint={t('operator.prices.effectiveFromHint')}
      error={translateMessage(error)}
    >
      <Input type="datetime-local" {...registration} />
    </FormField>
  );
}

/** The datetime-local value as a moment, or undefined (start now) when left empty. */
export function toEffectiveFrom(value: unknown): Date | undefined {
  return typeof value === 'string' && value !== '' ? new Date(value) : undefined;
}

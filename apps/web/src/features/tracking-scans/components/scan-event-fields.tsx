import { TRACKING_STATUSES } from '@skyparcel/domain/tracking';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';

type Field = 'status' | 'occurredAt' | 'location' | 'airportCode' | 'note';

export type ScanEventFieldsProps = {
  registrations: Record<Field, UseFormRegisterReturn>;
  errors: Partial<Record<Field, string | undefined>>;
};

/** A scan's fields, the same when it is recorded and when it is corrected. */
export function ScanEventFields({ registrations, errors }: ScanEventFieldsProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  return (
    <>
      <FormField
        label={t('operator.scans.status')}
        error={translateMessage(errors.status)}
        isRequired
      >
        <Select {...registrations.status}>
          {TRACKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`tracking.status.${status}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t('operator.scans.occurredAt')}
        error={translateMessage(errors.occurredAt)}
        isRequired
      >
        <Input type="datetime-local" {...registrations.occurredAt} />
      </FormField>
      <FormField
        label={t('operator.scans.location')}
        error={translateMessage(errors.location)}
        isRequired
      >
        <Input maxLength={200} {...registrations.location} />
      </FormField>
      <FormField
        label={t('operator.scans.airportCode')}
        error={translateMessage(errors.airportCode)}
      >
        <Input maxLength={3} {...registrations.airportCode} />
      </FormField>
      <FormField label={t('operator.scans.note')} error={translateMessage(errors.note)}>
        <Input maxLength={500} {...registrations.note} />
      </FormField>
    </>
  );
}

/** A moment as a datetime-local input's value, in the clerk's own time zone. */
export function toLocalInputValue(moment: Date): string {
  const local = new Date(moment.getTime() - moment.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A text field left empty, as the optional value it stands for. */
export function emptyAsNull(value: unknown): unknown {
  return value === '' ? null : value;
}

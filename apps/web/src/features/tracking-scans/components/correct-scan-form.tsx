import {
  type ShipmentEventView,
  TrackingEventCorrectionBodySchema,
} from '@skyparcel/domain/tracking';
import { useState } from 'react';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useCorrectScan } from '../api/staff-shipments';
import { emptyAsNull, ScanEventFields, toLocalInputValue } from './scan-event-fields';

export type CorrectScanFormProps = {
  event: ShipmentEventView;
  onDone: () => void;
};

type Body = z.output<typeof TrackingEventCorrectionBodySchema>;

/** An event as it should read, with the reason the audit keeps (issue 12, Scans). */
export function CorrectScanForm({ event, onDone }: CorrectScanFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const correct = useCorrectScan(event.id);
  const { register, handleSubmit, setError, formState } = useDomainForm(
    TrackingEventCorrectionBodySchema,
    {
      mode: 'onSubmit',
      defaultValues: {
        status: event.status,
        occurredAt: toLocalInputValue(new Date(event.occurredAt)),
        location: event.location,
        airportCode: event.airportCode ?? '',
        note: event.note ?? '',
        reason: '',
      },
    },
  );
  const [serverError, setServerError] = useState<string | null>(null);

  async function handleValid(body: Body) {
    setServerError(null);
    try {
      await correct.mutateAsync(body);
      onDone();
    } catch (error) {
      setServerError(applyServerErrors(setError, error, t('errors.GENERIC')));
    }
  }

  const { errors } = formState;
  const titleId = `correct-${event.id}`;
  return (
    <form noValidate onSubmit={handleSubmit(handleValid)} aria-labelledby={titleId}>
      <h4 id={titleId}>{t('operator.scans.correctTitle')}</h4>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <ScanEventFields
        registrations={{
          status: register('status'),
          occurredAt: register('occurredAt'),
          location: register('location'),
          // An empty airport code is none (the schema takes three letters or nothing).
          airportCode: register('airportCode', { setValueAs: emptyAsNull }),
          note: register('note'),
        }}
        errors={{
          status: errors.status?.message,
          occurredAt: errors.occurredAt?.message,
          location: errors.location?.message,
          airportCode: errors.airportCode?.message,
          note: errors.note?.message,
        }}
      />
      <FormField
        label={t('operator.scans.reason')}
        error={translateMessage(errors.reason?.message)}
        isRequired
      >
        <Input maxLength={500} {...register('reason')} />
      </FormField>
      <Button type="submit" isLoading={correct.isPending}>
        {t('operator.scans.saveCorrection')}
      </Button>
    </form>
  );
}

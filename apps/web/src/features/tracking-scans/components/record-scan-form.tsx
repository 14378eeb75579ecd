import { StaffTrackingEventBodySchema, type TrackingStatus } from '@skyparcel/domain/tracking';
import { useState } from 'react';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useRecordScan } from '../api/staff-shipments';
import { emptyAsNull, ScanEventFields, toLocalInputValue } from './scan-event-fields';

export type RecordScanFormProps = {
  shipRequestId: string;
  /** The status a clerk most likely scans next: the one after the latest. */
  nextStatus: TrackingStatus;
};

type Body = z.output<typeof StaffTrackingEventBodySchema>;

/** A clerk's scan of the shipment (issue 12, Scans): status, time, place and note. */
export function RecordScanForm({ shipRequestId, nextStatus }: RecordScanFormProps) {
  const { t } = useTranslation();
  const record = useRecordScan(shipRequestId);
  const { register, handleSubmit, setError, formState } = useDomainForm(
    StaffTrackingEventBodySchema,
    {
      mode: 'onSubmit',
      defaultValues: {
        status: nextStatus,
        // The input keeps minutes: the next whole minute is never before a scan of this one.
        occurredAt: toLocalInputValue(new Date(Math.ceil(Date.now() / 60_000) * 60_000)),
        location: '',
        airportCode: '',
        note: '',
      },
    },
  );
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function handleValid(body: Body) {
    setOutcome(null);
    try {
      const answer = await record.mutateAsync(body);
      setOutcome({
        tone: 'success',
        text: t(answer.created ? 'operator.scans.recorded' : 'operator.scans.alreadyRecorded'),
      });
    } catch (error) {
      setOutcome({ tone: 'error', text: applyServerErrors(setError, error, t('errors.GENERIC')) });
    }
  }

  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(handleValid)} aria-labelledby="record-scan-title">
      <h3 id="record-scan-title">{t('operator.scans.recordTitle')}</h3>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
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
      <Button type="submit" isLoading={record.isPending}>
        {t('operator.scans.record')}
      </Button>
    </form>
  );
}

import {
  type ShipmentEventView,
  type StaffShipment,
  StaffShipmentQuerySchema,
  TRACKING_STATUSES,
  type TrackingStatus,
} from '@skyparcel/domain/tracking';
import { useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { useLocale, useTranslateMessage, useTranslation } from '@/lib/i18n';
import { useDomainForm } from '@/lib/use-domain-form';
import { useStaffShipment } from '../api/staff-shipments';
import { CorrectScanForm } from './correct-scan-form';
import { RecordScanForm } from './record-scan-form';
import '../tracking-scans.css';

/** The status after the latest, as the clerk's likely next scan (the order rule is the server's). */
function nextStatusAfter(events: readonly ShipmentEventView[]): TrackingStatus {
  const latest = events.at(-1)?.status;
  const index = latest ? TRACKING_STATUSES.indexOf(latest) : -1;
  return (
    TRACKING_STATUSES[Math.min(index + 1, TRACKING_STATUSES.indexOf('delivered'))] ?? 'delivered'
  );
}

/** Find a shipment by air waybill or order number, then its events, corrections and a new scan. */
export function ShipmentScans() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const [number, setNumber] = useState('');
  const query = useStaffShipment(number);
  const { register, handleSubmit, formState } = useDomainForm(StaffShipmentQuerySchema, {
    mode: 'onSubmit',
    defaultValues: { number: '' },
  });

  function handleValid(values: z.output<typeof StaffShipmentQuerySchema>) {
    setNumber(values.number);
  }

  return (
    <section className="shipment-scans" aria-labelledby="shipment-scans-title">
      <h2 id="shipment-scans-title" className="visually-hidden">
        {t('operator.scans.find')}
      </h2>
      <form noValidate className="shipment-scans__search" onSubmit={handleSubmit(handleValid)}>
        <FormField
          label={t('operator.scans.number')}
          error={translateMessage(formState.errors.number?.message)}
          isRequired
        >
          <Input autoComplete="off" maxLength={40} {...register('number')} />
        </FormField>
        <Button type="submit">{t('operator.scans.find')}</Button>
      </form>
      {number ? (
        <QueryState query={query} errorTitle={t('operator.scans.loadFailed')}>
          {(shipment) => <ShipmentPanel key={shipment.shipRequestId} shipment={shipment} />}
        </QueryState>
      ) : null}
    </section>
  );
}

type ShipmentPanelProps = {
  shipment: StaffShipment;
};

function ShipmentPanel({ shipment }: ShipmentPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [correcting, setCorrecting] = useState<string | null>(null);
  return (
    <article className="card shipment-scans__shipment" aria-labelledby="scan-shipment-title">
      <h2 id="scan-shipment-title">
        {t('operator.scans.shipmentTitle', { orderNumber: shipment.orderNumber })}
      </h2>
      <dl className="facts">
        <div className="facts__item">
          <dt>{t('suite.shipments.airWaybill')}</dt>
          <dd dir="ltr">{shipment.airWaybillNumber ?? '–'}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('operator.packing.state')}</dt>
          <dd>{t(`suite.request.status.${shipment.status}`)}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('operator.packing.warehouse')}</dt>
          <dd>{shipment.warehouseCode}</dd>
        </div>
      </dl>
      <h3>{t('operator.scans.eventsTitle')}</h3>
      {shipment.events.length === 0 ? <p>{t('operator.scans.noEvents')}</p> : null}
      <ol className="shipment-scans__events">
        {shipment.events.map((event) => (
          <li key={event.id} className="shipment-scans__event">
            <p className="shipment-scans__event-status">{t(`tracking.status.${event.status}`)}</p>
            <p className="shipment-scans__event-meta">
              <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt, locale)}</time>
              {' · '}
              {event.airportCode ? `${event.location} (${event.airportCode})` : event.location}
              {' · '}
              {t(`operator.scans.source.${event.source}`)}
            </p>
            {event.note ? <p>{event.note}</p> : null}
            {event.correction ? (
              <p className="shipment-scans__correction">
                {t('operator.scans.correctedBecause', { reason: event.correction.reason })}
              </p>
            ) : null}
            {correcting === event.id ? (
              <CorrectScanForm event={event} onDone={() => setCorrecting(null)} />
            ) : (
              <Button variant="secondary" size="small" onClick={() => setCorrecting(event.id)}>
                {t('operator.scans.correct')}
              </Button>
            )}
          </li>
        ))}
      </ol>
      <RecordScanForm
        shipRequestId={shipment.shipRequestId}
        nextStatus={nextStatusAfter(shipment.events)}
      />
    </article>
  );
}

import {
  CreateMasterWaybillBodySchema,
  type MasterWaybillView,
  parseTrackingInput,
} from '@skyparcel/domain/tracking';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TextArea } from '@/components/ui/text-area';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import {
  getStaffShipmentQueryOptions,
  useAssignMasterWaybill,
  useCreateMasterWaybill,
} from '../api/staff-shipments';

/** Creates a CAWB for a flight, then puts packed shipments of its origin on it (issue 12). */
export function MasterWaybillForm() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const create = useCreateMasterWaybill();
  const [created, setCreated] = useState<MasterWaybillView | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useDomainForm(
    CreateMasterWaybillBodySchema,
    {
      mode: 'onSubmit',
      defaultValues: {
        flightNumber: '',
        departureDate: '',
        originAirportCode: '',
        destinationAirportCode: '',
      },
    },
  );

  async function handleValid(body: z.output<typeof CreateMasterWaybillBodySchema>) {
    setServerError(null);
    try {
      setCreated(await create.mutateAsync(body));
    } catch (error) {
      setServerError(applyServerErrors(setError, error, t('errors.GENERIC')));
    }
  }

  const { errors } = formState;
  return (
    <section aria-labelledby="master-waybill-title">
      <h2 id="master-waybill-title">{t('operator.scans.masterTitle')}</h2>
      <form noValidate onSubmit={handleSubmit(handleValid)}>
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <FormField
          label={t('operator.scans.flightNumber')}
          error={translateMessage(errors.flightNumber?.message)}
          isRequired
        >
          <Input maxLength={8} {...register('flightNumber')} />
        </FormField>
        <FormField
          label={t('operator.scans.departureDate')}
          error={translateMessage(errors.departureDate?.message)}
          isRequired
        >
          <Input type="date" {...register('departureDate')} />
        </FormField>
        <FormField
          label={t('operator.scans.originAirport')}
          error={translateMessage(errors.originAirportCode?.message)}
          isRequired
        >
          <Input maxLength={3} {...register('originAirportCode')} />
        </FormField>
        <FormField
          label={t('operator.scans.destinationAirport')}
          error={translateMessage(errors.destinationAirportCode?.message)}
          isRequired
        >
          <Input maxLength={3} {...register('destinationAirportCode')} />
        </FormField>
        <Button type="submit" isLoading={create.isPending}>
          {t('operator.scans.createMaster')}
        </Button>
      </form>
      {created ? (
        <>
          <Alert tone="success">
            {t('operator.scans.masterCreated', {
              number: created.number,
              flight: created.flightNumber,
            })}
          </Alert>
          <AssignShipmentsForm masterWaybill={created} onAssigned={setCreated} />
        </>
      ) : null}
    </section>
  );
}

type AssignShipmentsFormProps = {
  masterWaybill: MasterWaybillView;
  onAssigned: (masterWaybill: MasterWaybillView) => void;
};

/** The shipments by the numbers staff read off the boxes, each looked up, then set at once. */
function AssignShipmentsForm({ masterWaybill, onAssigned }: AssignShipmentsFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const assign = useAssignMasterWaybill(masterWaybill.id);
  const [numbers, setNumbers] = useState('');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const parsed = parseTrackingInput(numbers);
    if (!parsed.ok) {
      setMessage({
        tone: 'error',
        text: t(`errors.${parsed.code}`, { numbers: parsed.invalid.join(', ') }),
      });
      return;
    }
    try {
      const shipments = await Promise.all(
        parsed.numbers.map((number) =>
          queryClient.fetchQuery(getStaffShipmentQueryOptions(number)),
        ),
      );
      const answer = await assign.mutateAsync(shipments.map((shipment) => shipment.shipRequestId));
      onAssigned(answer);
      setMessage({
        tone: 'success',
        text: t('operator.scans.assigned', {
          number: answer.number,
          orders: answer.orderNumbers.join(', '),
        }),
      });
    } catch (error) {
      setMessage({
        tone: 'error',
        text: error instanceof Error ? error.message : t('errors.GENERIC'),
      });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <FormField label={t('operator.scans.assignNumbers')} isRequired>
        <TextArea
          name="numbers"
          value={numbers}
          onChange={(event) => setNumbers(event.target.value)}
        />
      </FormField>
      <Button type="submit" isLoading={assign.isPending}>
        {t('operator.scans.assign')}
      </Button>
    </form>
  );
}

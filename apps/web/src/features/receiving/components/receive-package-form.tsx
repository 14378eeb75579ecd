import {
  MAX_UPLOAD_BYTES,
  ReceivePackageBodySchema,
  type StaffPackageDetails,
} from '@skyparcel/domain/packages';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';

import { isApiError } from '@/lib/api-error';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useStaffWarehouses } from '../api/get-staff-warehouses';
import { useReceivePackage } from '../api/receive-package';
import { LineItemsFields } from './line-items-fields';
import { PiecesFields } from './pieces-fields';
import { EMPTY_RECEIVE_FORM, type ReceiveFormOutput } from './receive-form-values';
import { ReceiveSuccess } from './receive-success';
import { SuiteLookupStatus } from './suite-lookup-status';
import '../receiving.css';

type Received = { created: StaffPackageDetails; photoError: unknown };
type Duplicate = { message: string; body: ReceiveFormOutput };

/**
 * Receive a package (issue 4): the clerk picks the warehouse, finds the customer by the suite
 * number on the label, measures and describes the package, and adds photos. The server's own
 * schema validates, so the browser and the API refuse the same things with the same texts.
 */
export function ReceivePackageForm() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const warehouses = useStaffWarehouses();
  const receive = useReceivePackage();
  const [warehouseId, setWarehouseId] = useState('');
  const [lookupSuite, setLookupSuite] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [received, setReceived] = useState<Received | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null);
  // Checked on submit: an error shown on leaving a field would move Find customer and the pieces'
  // and items' Add and Remove under the pointer during their click (decision 031).
  const { register, control, handleSubmit, setError, reset, getValues, formState } = useDomainForm(
    ReceivePackageBodySchema,
    { mode: 'onSubmit', defaultValues: EMPTY_RECEIVE_FORM },
  );
  const { errors } = formState;
  // Until the clerk picks one, the first warehouse of the list is the one shown as chosen.
  const chosenWarehouseId = warehouseId || warehouses.data?.[0]?.id || '';

  function lookUpSuite() {
    setLookupSuite((getValues('suiteNumber') ?? '').trim().toUpperCase());
  }

  async function handleValid(body: ReceiveFormOutput) {
    setServerError(null);
    setDuplicate(null);
    try {
      setReceived(await receive.mutateAsync({ warehouseId: chosenWarehouseId, body, photos }));
    } catch (error) {
      // The same retailer tracking number was received here before: the clerk decides.
      if (isApiError(error) && error.code === 'DUPLICATE_TRACKING_NUMBER') {
        setDuplicate({ message: error.message, body });
        return;
      }
      // The server names fields as the form does ('weight.amount', 'lineItems.0.quantity').
      setServerError(applyServerErrors(setError, error, t('errors.GENERIC')));
    }
  }

  function handleReceiveAnyway() {
    if (duplicate) {
      void handleValid({ ...duplicate.body, confirmDuplicate: true });
    }
  }

  function receiveAnother() {
    reset(EMPTY_RECEIVE_FORM);
    setPhotos([]);
    setLookupSuite('');
    setReceived(null);
  }

  if (received) {
    return (
      <ReceiveSuccess
        pkg={received.created}
        photoFailed={received.photoError !== null}
        onReceiveAnother={receiveAnother}
      />
    );
  }

  const suiteField = register('suiteNumber');
  return (
    <form
      className="receive-form"
      noValidate
      aria-labelledby="receive-form-title"
      onSubmit={handleSubmit(handleValid)}
    >
      <h2 id="receive-form-title">{t('operator.receiving.title')}</h2>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <FormField label={t('operator.receiving.warehouse')} isRequired>
        <Select value={chosenWarehouseId} onChange={(event) => setWarehouseId(event.target.value)}>
          {(warehouses.data ?? []).map((warehouse) => (
            <option key={warehouse.id} value={warehouse.id}>
              {warehouse.name}
            </option>
          ))}
        </Select>
      </FormField>

      <div className="receive-form__suite">
        <FormField
          label={t('operator.receiving.suiteNumber')}
          hint={t('operator.receiving.suiteHint')}
          error={translateMessage(errors.suiteNumber?.message)}
        >
          <Input
            autoComplete="off"
            {...suiteField}
            onBlur={(event) => {
              void suiteField.onBlur(event);
              lookUpSuite();
            }}
          />
        </FormField>
        <Button variant="secondary" onClick={lookUpSuite}>
          {t('operator.receiving.findCustomer')}
        </Button>
      </div>
      <SuiteLookupStatus suiteNumber={lookupSuite} />

      <div className="form-grid form-grid--3">
        <FormField
          label={t('operator.receiving.retailerName')}
          error={translateMessage(errors.retailerName?.message)}
          isRequired
        >
          <Input autoComplete="off" {...register('retailerName')} />
        </FormField>
        <FormField
          label={t('operator.receiving.retailerTrackingNumber')}
          error={translateMessage(errors.retailerTrackingNumber?.message)}
          isRequired
        >
          <Input autoComplete="off" {...register('retailerTrackingNumber')} />
        </FormField>
        <FormField
          label={t('operator.receiving.carrier')}
          error={translateMessage(errors.carrier?.message)}
          isRequired
        >
          <Input autoComplete="off" {...register('carrier')} />
        </FormField>
      </div>

      <fieldset className="receive-form__group">
        <legend>{t('operator.receiving.weight')}</legend>
        <div className="form-grid form-grid--2">
          <FormField
            label={t('operator.receiving.weightAmount')}
            error={translateMessage(errors.weight?.amount?.message)}
            isRequired
          >
            <Input inputMode="decimal" {...register('weight.amount')} />
          </FormField>
          <FormField label={t('operator.receiving.weightUnit')}>
            <Select {...register('weight.unit')}>
              <option value="Kg">{t('common.units.kg')}</option>
              <option value="Lb">{t('common.units.lb')}</option>
            </Select>
          </FormField>
        </div>
      </fieldset>

      <fieldset className="receive-form__group">
        <legend>{t('operator.receiving.dimensions')}</legend>
        <div className="form-grid form-grid--dimensions">
          {(['length', 'width', 'depth'] as const).map((side) => (
            <FormField
              key={side}
              label={t(`operator.receiving.${side}`)}
              error={translateMessage(errors.dimensions?.[side]?.message)}
              isRequired
            >
              <Input inputMode="decimal" {...register(`dimensions.${side}`)} />
            </FormField>
          ))}
          <FormField label={t('operator.receiving.lengthUnit')}>
            <Select {...register('dimensions.unit')}>
              <option value="Cm">{t('common.units.cm')}</option>
              <option value="In">{t('common.units.in')}</option>
            </Select>
          </FormField>
        </div>
      </fieldset>

      <PiecesFields control={control} register={register} errors={errors} />
      <LineItemsFields control={control} register={register} errors={errors} />

      <FormField
        label={t('operator.receiving.warehouseComment')}
        error={translateMessage(errors.warehouseComment?.message)}
      >
        <TextArea rows={3} {...register('warehouseComment')} />
      </FormField>

      <PhotoPicker photos={photos} onChange={setPhotos} />

      {duplicate ? (
        <DuplicateWarning
          message={duplicate.message}
          isPending={receive.isPending}
          onReceiveAnyway={handleReceiveAnyway}
          onCancel={() => setDuplicate(null)}
        />
      ) : (
        <Button type="submit" isLoading={receive.isPending} isDisabled={!chosenWarehouseId}>
          {t('operator.receiving.submit')}
        </Button>
      )}
    </form>
  );
}

type PhotoPickerProps = {
  photos: readonly File[];
  onChange: (photos: File[]) => void;
};

/** Several JPEG or PNG images; they are sent once the package exists (the route needs its id). */
function PhotoPicker({ photos, onChange }: PhotoPickerProps) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('operator.receiving.photos')}
      hint={
        photos.length > 0
          ? t('operator.receiving.photosChosen', { count: photos.length })
          : t('operator.receiving.photosHint')
      }
    >
      <FileInput
        name="photos"
        accept="image/jpeg,image/png"
        isMultiple
        files={photos}
        maxBytes={MAX_UPLOAD_BYTES}
        onChange={onChange}
      />
    </FormField>
  );
}

type DuplicateWarningProps = {
  message: string;
  isPending: boolean;
  onReceiveAnyway: () => void;
  onCancel: () => void;
};

/** Issue 10: a second receipt of one tracking number at a warehouse needs the clerk's yes. */
function DuplicateWarning({
  message,
  isPending,
  onReceiveAnyway,
  onCancel,
}: DuplicateWarningProps) {
  const { t } = useTranslation();
  return (
    <Alert tone="error" title={message}>
      <p>{t('operator.receiving.duplicateQuestion')}</p>
      <div className="receive-form__duplicate-actions">
        <Button isLoading={isPending} onClick={onReceiveAnyway}>
          {t('operator.receiving.receiveAnyway')}
        </Button>
        <Button variant="secondary" isDisabled={isPending} onClick={onCancel}>
          {t('operator.receiving.cancelDuplicate')}
        </Button>
      </div>
    </Alert>
  );
}

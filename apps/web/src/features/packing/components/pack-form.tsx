import { MAX_UPLOAD_BYTES } from '@skyparcel/domain/packages';
import {
  type ChecklistItem,
  MAX_BOXES,
  missingChecklistItems,
  PackBodySchema,
  type PackingDetails,
  toBoxMeasures,
} from '@skyparcel/domain/packing';
import { boxWeights } from '@skyparcel/domain/ship-requests';
import { useState } from 'react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatMeasure } from '@/lib/format';
import { useLocale, useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { usePackShipRequest } from '../api/pack-ship-request';
import { useUploadPackingPhotos } from '../api/upload-packing-photos';

type PackFormInput = z.input<typeof PackBodySchema>;
type PackFormOutput = z.output<typeof PackBodySchema>;
type BoxInput = PackFormInput['boxes'][number];

const EMPTY_BOX: BoxInput = {
  weight: { amount: '', unit: 'Kg' },
  dimensions: { length: '', width: '', depth: '', unit: 'Cm' },
};

/**
 * The checklist, the photos and the boxes of a request being prepared. Every item must be ticked
 * and, with LPH, a photo added before Pack is accepted; the server checks the same. The boxes'
 * volumetric and billed weights show as the clerk types, by the domain's own rules.
 */
export function PackForm({ details }: { details: PackingDetails }) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const pack = usePackShipRequest(details.id);
  const [ticked, setTicked] = useState<ChecklistItem[]>([]);
  const [checklistError, setChecklistError] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useDomainForm(PackBodySchema, {
    mode: 'onSubmit',
    defaultValues: { boxes: [EMPTY_BOX], checklist: [] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'boxes' });
  const photoCount = details.packages.reduce((sum, pkg) => sum + pkg.packingPhotoCount, 0);
  const isMissingPhotos = details.needsPhotos && photoCount === 0;

  function handleTick(item: ChecklistItem, isTicked: boolean) {
    setTicked((items) => (isTicked ? [...items, item] : items.filter((other) => other !== item)));
  }

  async function handleValid(body: PackFormOutput) {
    setServerError(null);
    const isComplete = missingChecklistItems(details.checklist, ticked).length === 0;
    setChecklistError(!isComplete);
    if (!isComplete || isMissingPhotos) {
      return;
    }
    try {
      await pack.mutateAsync({ ...body, checklist: ticked });
    } catch (error) {
      setServerError(applyServerErrors(setError, error, t('errors.GENERIC')));
    }
  }

  return (
    <form noValidate aria-labelledby="pack-form-title" onSubmit={handleSubmit(handleValid)}>
      <h2 id="pack-form-title" className="packing-panel__section">
        {t('operator.packing.packTitle')}
      </h2>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}

      <fieldset className="packing-box">
        <legend>{t('operator.packing.checklistTitle')}</legend>
        {details.checklist.length === 0 ? <p>{t('operator.packing.checklistEmpty')}</p> : null}
        {details.checklist.map((item) => (
          <Checkbox
            key={item}
            label={
              item === 'instructions'
                ? t('operator.packing.checklistInstructions', {
                    instructions: details.specialInstructions ?? '',
                  })
                : t(`operator.packing.checklist.${item}`)
            }
            checked={ticked.includes(item)}
            onChange={(event) => handleTick(item, event.target.checked)}
          />
        ))}
        {checklistError ? (
          <Alert tone="error">{t('operator.packing.checklistIncomplete')}</Alert>
        ) : null}
      </fieldset>

      {details.needsPhotos ? <PackingPhotos details={details} /> : null}

      {fields.map((field, index) => (
        <BoxFields
          key={field.id}
          index={index}
          register={register}
          control={control}
          errors={formState.errors}
          translateMessage={translateMessage}
          onRemove={fields.length > 1 ? () => remove(index) : undefined}
        />
      ))}
      <div className="packing-actions">
        <Button
          variant="secondary"
          isDisabled={fields.length >= MAX_BOXES}
          onClick={() => append(EMPTY_BOX)}
        >
          {t('operator.packing.addBox')}
        </Button>
        <Button type="submit" isLoading={pack.isPending} isDisabled={isMissingPhotos}>
          {t('operator.packing.pack')}
        </Button>
      </div>
    </form>
  );
}

type BoxFieldsProps = {
  index: number;
  register: UseFormRegister<PackFormInput>;
  control: Control<PackFormInput, unknown, PackFormOutput>;
  errors: FieldErrors<PackFormInput>;
  translateMessage: (message: string | undefined) => string | undefined;
  onRemove: (() => void) | undefined;
};

/** One box: weight and dimensions with their units, and its weights as the rules give them. */
function BoxFields({
  index,
  register,
  control,
  errors: formErrors,
  translateMessage,
  onRemove,
}: BoxFieldsProps) {
  const { t } = useTranslation();
  const errors = formErrors.boxes?.[index];
  const locale = useLocale();
  const box = useWatch({ control, name: `boxes.${index}` });
  const weights = liveWeights(box);
  const number = index + 1;
  return (
    <fieldset className="packing-box">
      <legend>{t('operator.packing.boxLegend', { number })}</legend>
      <div className="form-grid packing-box__fields">
        <FormField
          label={t('operator.packing.boxWeight', { number })}
          error={translateMessage(errors?.weight?.amount?.message)}
          isRequired
        >
          <Input inputMode="decimal" {...register(`boxes.${index}.weight.amount`)} />
        </FormField>
        <FormField label={t('operator.packing.weightUnit')}>
          <Select {...register(`boxes.${index}.weight.unit`)}>
            <option value="Kg">{t('common.units.kg')}</option>
            <option value="Lb">{t('common.units.lb')}</option>
          </Select>
        </FormField>
        {(['length', 'width', 'depth'] as const).map((side) => (
          <FormField
            key={side}
            label={t(`operator.packing.${side}`, { number })}
            error={translateMessage(errors?.dimensions?.[side]?.message)}
            isRequired
          >
            <Input inputMode="decimal" {...register(`boxes.${index}.dimensions.${side}`)} />
          </FormField>
        ))}
        <FormField label={t('operator.packing.lengthUnit')}>
          <Select {...register(`boxes.${index}.dimensions.unit`)}>
            <option value="Cm">{t('common.units.cm')}</option>
            <option value="In">{t('common.units.in')}</option>
          </Select>
        </FormField>
      </div>
      <p className="packing-box__weights" aria-live="polite">
        {weights
          ? t('operator.packing.liveWeights', {
              volumetric: formatMeasure(weights.volumetricKg, 'kilogram', locale),
              billed: formatMeasure(weights.billedKg, 'kilogram', locale),
            })
          : t('operator.packing.liveWeightsPending')}
      </p>
      {onRemove ? (
        <Button size="small" variant="ghost" onClick={onRemove}>
          {t('operator.packing.removeBox', { number })}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** The box's weights once its inputs are numbers; null while one is missing or wrong. */
function liveWeights(box: BoxInput | undefined) {
  const parsed = box ? PackBodySchema.shape.boxes.element.safeParse(box) : null;
  if (!parsed?.success) {
    return null;
  }
  const weights = boxWeights(toBoxMeasures(parsed.data));
  return {
    volumetricKg: weights.volumetricWeightGrams / 1000,
    billedKg: weights.billedWeightGrams / 1000,
  };
}

/** LPH: photos of the contents, added to a package of the request while preparing. */
function PackingPhotos({ details }: { details: PackingDetails }) {
  const { t } = useTranslation();
  const upload = useUploadPackingPhotos(details.id);
  const [photos, setPhotos] = useState<File[]>([]);
  const [packageId, setPackageId] = useState(details.packages[0]?.id ?? '');
  const total = details.packages.reduce((sum, pkg) => sum + pkg.packingPhotoCount, 0);

  async function handleUpload() {
    if (photos.length === 0 || !packageId) {
      return;
    }
    try {
      await upload.mutateAsync({ packageId, photos });
      setPhotos([]);
    } catch {
      // The alert below shows the failure; the chosen photos stay for another try.
    }
  }

  return (
    <fieldset className="packing-box">
      <legend>{t('operator.packing.photosTitle')}</legend>
      <p>
        {total > 0
          ? t('operator.packing.photosTaken', { count: total })
          : t('operator.packing.photosRequired')}
      </p>
      {upload.isError ? <Alert tone="error">{t('operator.packing.photosFailed')}</Alert> : null}
      {details.packages.length > 1 ? (
        <FormField label={t('operator.packing.photoPackage')}>
          <Select value={packageId} onChange={(event) => setPackageId(event.target.value)}>
            {details.packages.map((pkg) => (
              <option key={pkg.id} value={pkg.id}>
                {pkg.packageNumber}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      <FormField label={t('operator.packing.photos')}>
        <FileInput
          name="packing-photos"
          accept="image/jpeg,image/png"
          isMultiple
          files={photos}
          maxBytes={MAX_UPLOAD_BYTES}
          onChange={setPhotos}
        />
      </FormField>
      <Button
        variant="secondary"
        isLoading={upload.isPending}
        isDisabled={photos.length === 0}
        onClick={() => void handleUpload()}
      >
        {t('operator.packing.uploadPhotos')}
      </Button>
    </fieldset>
  );
}

import { ItemDetailsBodySchema, type PackageDetails } from '@skyparcel/domain/packages';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { updateItemDetails, usePackageChange } from '../api/change-package';

/** What the inputs hold (text, before coercion) and what the shared schema makes of it. */
export type ItemDetailsInput = z.input<typeof ItemDetailsBodySchema>;
type ItemDetailsOutput = z.output<typeof ItemDetailsBodySchema>;
type LineItemInput = ItemDetailsInput['lineItems'][number];
type LineItemDto = PackageDetails['lineItems'][number];

const money = (value: { amount: number; currency: string }) => ({
  amount: String(value.amount),
  currency: value.currency,
});

/**
 * A declared line as the form edits it. The customs fields staff may have recorded (inventory
 * ID, declared value, export description, Schedule B, statistical quantity) are not shown but
 * travel with the line, since saving replaces every line.
 */
export function toLineItemInput(item: LineItemDto): LineItemInput {
  return {
    description: item.description,
    quantity: String(item.quantity),
    valuePerUnit: money(item.valuePerUnit),
    hsCode: item.hsCode ?? '',
    ...(item.inventoryId ? { inventoryId: item.inventoryId } : {}),
    ...(item.declaredValue ? { declaredValue: money(item.declaredValue) } : {}),
    ...(item.exportDescription ? { exportDescription: item.exportDescription } : {}),
    ...(item.scheduleB ? { scheduleB: item.scheduleB } : {}),
    ...(item.statisticalQuantity === null ? {} : { statisticalQuantity: item.statisticalQuantity }),
  };
}

function emptyLine(currency: string): LineItemInput {
  return { description: '', quantity: '1', valuePerUnit: { amount: '', currency }, hsCode: '' };
}

export type ItemDetailsFormProps = {
  details: PackageDetails;
  onSaved: (message: string) => void;
  onCancel: () => void;
};

/**
 * The customer completes or corrects the declared items: lines are added, removed and edited,
 * checked by the same schema the API runs (ItemDetailsBodySchema), so both refuse the same
 * things with the same texts. Saving sends the package back to review.
 */
export function ItemDetailsForm({ details, onSaved, onCancel }: ItemDetailsFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const change = usePackageChange(updateItemDetails);
  const [serverError, setServerError] = useState<string | null>(null);
  // New lines start in the package's declared currency, else the warehouse's.
  const currency = details.totalValue?.currency ?? details.storageFee.currency;
  // Checked on submit: an error shown on leaving a field would move Add and Remove under the
  // pointer during their click (decision 031).
  const { register, control, handleSubmit, setError, getValues, formState } = useDomainForm(
    ItemDetailsBodySchema,
    {
      mode: 'onSubmit',
      defaultValues: {
        lineItems:
          details.lineItems.length > 0
            ? details.lineItems.map(toLineItemInput)
            : [emptyLine(currency)],
      },
    },
  );
  const { fields, append, remove } = useFieldArray({ control, name: 'lineItems' });
  const { errors } = formState;
  // The "at least one" and "same currency" rules belong to the whole list, not to one line.
  const listError = translateMessage(errors.lineItems?.root?.message ?? errors.lineItems?.message);

  async function handleValid(body: ItemDetailsOutput) {
    setServerError(null);
    try {
      const saved = await change.mutateAsync({
        warehouseId: details.warehouseId,
        packageId: details.id,
        body,
      });
      onSaved(saved.message);
    } catch (error) {
      // The server names fields as the form does ('lineItems.0.quantity').
      setServerError(applyServerErrors(setError, error, t('errors.GENERIC')));
    }
  }

  return (
    <form
      className="item-details-form"
      noValidate
      aria-labelledby="item-details-form-title"
      onSubmit={handleSubmit(handleValid)}
    >
      <h3 id="item-details-form-title">{t('suite.items.formTitle')}</h3>
      <p className="field__hint">{t('suite.items.lead')}</p>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      {listError ? (
        <p className="field__error" role="alert">
          {listError}
        </p>
      ) : null}
      {fields.map((field, index) => {
        const rowErrors = errors.lineItems?.[index];
        const number = index + 1;
        return (
          <fieldset key={field.id} className="receive-form__row">
            <legend>{t('suite.items.legend', { number })}</legend>
            <div className="form-grid form-grid--2">
              <FormField
                label={t('suite.items.description')}
                error={translateMessage(rowErrors?.description?.message)}
                isRequired
              >
                <Input autoComplete="off" {...register(`lineItems.${index}.description`)} />
              </FormField>
              <FormField
                label={t('suite.items.quantity')}
                error={translateMessage(rowErrors?.quantity?.message)}
                isRequired
              >
                <Input inputMode="numeric" {...register(`lineItems.${index}.quantity`)} />
              </FormField>
              <FormField
                label={t('suite.items.valuePerUnit')}
                error={translateMessage(rowErrors?.valuePerUnit?.amount?.message)}
                isRequired
              >
                <Input
                  inputMode="decimal"
                  {...register(`lineItems.${index}.valuePerUnit.amount`)}
                />
              </FormField>
              <FormField
                label={t('suite.items.currency')}
                error={translateMessage(rowErrors?.valuePerUnit?.currency?.message)}
                isRequired
              >
                <Input
                  maxLength={3}
                  dir="ltr"
                  {...register(`lineItems.${index}.valuePerUnit.currency`)}
                />
              </FormField>
              <FormField
                label={t('suite.items.hsCode')}
                hint={t('suite.items.hsCodeHint')}
                error={translateMessage(rowErrors?.hsCode?.message)}
              >
                <Input inputMode="numeric" dir="ltr" {...register(`lineItems.${index}.hsCode`)} />
              </FormField>
            </div>
            <Button variant="ghost" size="small" onClick={() => remove(index)}>
              {t('suite.items.remove', { number })}
            </Button>
          </fieldset>
        );
      })}
      <div className="button-row">
        <Button
          variant="secondary"
          size="small"
          onClick={() =>
            append(emptyLine(getValues('lineItems.0.valuePerUnit.currency') || currency))
          }
        >
          {t('suite.items.add')}
        </Button>
      </div>
      <div className="button-row form__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('suite.items.cancel')}
        </Button>
        <Button type="submit" isLoading={change.isPending}>
          {t('suite.items.save')}
        </Button>
      </div>
    </form>
  );
}

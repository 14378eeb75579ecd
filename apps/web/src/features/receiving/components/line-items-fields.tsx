import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { EMPTY_LINE_ITEM, type ReceiveFormInput } from './receive-form-values';
import '../receiving.css';

type LineItemsFieldsProps = {
  control: Control<ReceiveFormInput>;
  register: UseFormRegister<ReceiveFormInput>;
  errors: FieldErrors<ReceiveFormInput>;
};

/** The declared items: rows the clerk adds and removes; each is one fieldset for screen readers. */
export function LineItemsFields({ control, register, errors }: LineItemsFieldsProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const { fields, append, remove } = useFieldArray({ control, name: 'lineItems' });
  // The "same currency" rule belongs to the whole list, not to one row.
  const listError = translateMessage(errors.lineItems?.root?.message ?? errors.lineItems?.message);

  return (
    <fieldset className="receive-form__group">
      <legend>{t('operator.receiving.lineItems')}</legend>
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
            <legend>{t('operator.receiving.itemLegend', { number })}</legend>
            <div className="form-grid form-grid--2">
              <FormField
                label={t('operator.receiving.description')}
                error={translateMessage(rowErrors?.description?.message)}
                isRequired
              >
                <Input autoComplete="off" {...register(`lineItems.${index}.description`)} />
              </FormField>
              <FormField
                label={t('operator.receiving.inventoryId')}
                error={translateMessage(rowErrors?.inventoryId?.message)}
              >
                <Input autoComplete="off" {...register(`lineItems.${index}.inventoryId`)} />
              </FormField>
              <FormField
                label={t('operator.receiving.quantity')}
                error={translateMessage(rowErrors?.quantity?.message)}
                isRequired
              >
                <Input inputMode="numeric" {...register(`lineItems.${index}.quantity`)} />
              </FormField>
              <FormField
                label={t('operator.receiving.valuePerUnit')}
                error={translateMessage(rowErrors?.valuePerUnit?.amount?.message)}
                isRequired
              >
                <Input
                  inputMode="decimal"
                  {...register(`lineItems.${index}.valuePerUnit.amount`)}
                />
              </FormField>
              <FormField
                label={t('operator.receiving.currency')}
                error={translateMessage(rowErrors?.valuePerUnit?.currency?.message)}
                isRequired
              >
                <Input maxLength={3} {...register(`lineItems.${index}.valuePerUnit.currency`)} />
              </FormField>
              <FormField
                label={t('operator.receiving.hsCode')}
                error={translateMessage(rowErrors?.hsCode?.message)}
              >
                <Input inputMode="numeric" {...register(`lineItems.${index}.hsCode`)} />
              </FormField>
            </div>
            <Button variant="ghost" size="small" onClick={() => remove(index)}>
              {t('operator.receiving.removeLineItem', { number })}
            </Button>
          </fieldset>
        );
      })}
      <Button variant="secondary" size="small" onClick={() => append({ ...EMPTY_LINE_ITEM })}>
        {t('operator.receiving.addLineItem')}
      </Button>
    </fieldset>
  );
}

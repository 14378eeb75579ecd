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
import { EMPTY_PIECE, type ReceiveFormInput } from './receive-form-values';
import '../receiving.css';

type PiecesFieldsProps = {
  control: Control<ReceiveFormInput>;
  register: UseFormRegister<ReceiveFormInput>;
  errors: FieldErrors<ReceiveFormInput>;
};

/** The pieces of a package (receptacle id and value), added and removed row by row. */
export function PiecesFields({ control, register, errors }: PiecesFieldsProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const { fields, append, remove } = useFieldArray({ control, name: 'pieces' });

  return (
    <fieldset className="receive-form__group">
      <legend>{t('operator.receiving.pieces')}</legend>
      {fields.map((field, index) => {
        const rowErrors = errors.pieces?.[index];
        const number = index + 1;
        return (
          <fieldset key={field.id} className="receive-form__row">
            <legend>{t('operator.receiving.pieceLegend', { number })}</legend>
            <div className="form-grid form-grid--3">
              <FormField
                label={t('operator.receiving.receptacleId')}
                error={translateMessage(rowErrors?.receptacleId?.message)}
                isRequired
              >
                <Input autoComplete="off" {...register(`pieces.${index}.receptacleId`)} />
              </FormField>
              <FormField
                label={t('operator.receiving.pieceValue')}
                error={translateMessage(rowErrors?.value?.amount?.message)}
                isRequired
              >
                <Input inputMode="decimal" {...register(`pieces.${index}.value.amount`)} />
              </FormField>
              <FormField
                label={t('operator.receiving.currency')}
                error={translateMessage(rowErrors?.value?.currency?.message)}
                isRequired
              >
                <Input maxLength={3} {...register(`pieces.${index}.value.currency`)} />
              </FormField>
            </div>
            <Button variant="ghost" size="small" onClick={() => remove(index)}>
              {t('operator.receiving.removePiece', { number })}
            </Button>
          </fieldset>
        );
      })}
      <Button variant="secondary" size="small" onClick={() => append({ ...EMPTY_PIECE })}>
        {t('operator.receiving.addPiece')}
      </Button>
    </fieldset>
  );
}

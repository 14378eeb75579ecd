import { SHIPPING_OPTION_CODES } from '@skyparcel/domain/pricing';
import { useEffect } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { TextArea } from '@/components/ui/text-area';
import { useShippingPreferences } from '@/features/shipping-preferences/api/shipping-preferences';
import { formatPackageMoney } from '@/features/suite/package-format';
import { useLocale, useTranslateMessage, useTranslation } from '@/lib/i18n';
import { useDomainForm } from '@/lib/use-domain-form';
import { useShipmentOptions } from '../api/get-shipment-options';
import { ShipDetailsFormSchema } from '../ship-details-form';
import type { ShipWizardChange, ShipWizardState } from '../ship-wizard-state';
import { WizardNavigation } from './wizard-navigation';

export type DetailsStepProps = {
  state: ShipWizardState;
  onChange: ShipWizardChange;
  onBack: () => void;
  onNext: () => void;
};

/**
 * Step 3: the shipping preferences with what each adds to this shipment (the customer's kept
 * ones preselected, decision 041), the tax ID, special instructions, and the customer's word
 * that the item values are true (spec section 5).
 */
export function DetailsStep({ state, onChange, onBack, onNext }: DetailsStepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const translateMessage = useTranslateMessage();
  const options = useShipmentOptions(state.destinationCode ?? '', state.packageIds);
  const saved = useShippingPreferences();
  const { register, handleSubmit, getValues, setValue, getFieldState, formState } = useDomainForm(
    ShipDetailsFormSchema,
    {
      defaultValues: {
        options: state.options,
        taxId: state.taxId,
        specialInstructions: state.specialInstructions,
        valuesConfirmed: state.valuesConfirmed,
        keepAsPreferences: state.keepAsPreferences,
      },
    },
  );
  const { errors } = formState;
  const hasSavedPreferences = (saved.data?.codes.length ?? 0) > 0;

  // The first time the step has both the offered options and the kept preferences, it ticks the
  // kept ones this warehouse offers (a code it does not offer would be refused), unless the
  // customer has already ticked a box. Without kept ones nothing is ticked, as before.
  useEffect(() => {
    if (state.areOptionsChosen || !options.data || !saved.data) {
      return;
    }
    if (getFieldState('options').isDirty) {
      onChange({ areOptionsChosen: true });
      return;
    }
    const offered = new Set(options.data.map((option) => option.code));
    const kept = new Set(saved.data.codes);
    const preselected = SHIPPING_OPTION_CODES.filter((code) => kept.has(code) && offered.has(code));
    setValue('options', preselected);
    onChange({ options: preselected, areOptionsChosen: true });
  }, [state.areOptionsChosen, options.data, saved.data, getFieldState, setValue, onChange]);

  function keep(valuesConfirmed: boolean) {
    const values = getValues();
    onChange({
      options: SHIPPING_OPTION_CODES.filter((code) => values.options?.includes(code)),
      taxId: values.taxId ?? '',
      specialInstructions: values.specialInstructions ?? '',
      valuesConfirmed,
      keepAsPreferences: values.keepAsPreferences === true,
    });
  }

  const handleNext = handleSubmit((values) => {
    onChange({
      options: values.options,
      taxId: values.taxId ?? '',
      specialInstructions: values.specialInstructions ?? '',
      valuesConfirmed: true,
      keepAsPreferences: values.keepAsPreferences,
    });
    onNext();
  });

  return (
    <form
      className="ship-wizard__step"
      noValidate
      aria-label={t('shipping.wizard.steps.details')}
      onSubmit={(event) => void handleNext(event)}
    >
      <fieldset className="ship-options">
        <legend>{t('shipping.details.optionsTitle')}</legend>
        {hasSavedPreferences ? (
          <p className="ship-options__preselected">{t('shipping.details.preselected')}</p>
        ) : null}
        <QueryState query={options} errorTitle={t('shipping.details.optionsLoadFailed')}>
          {(list) =>
            list.map((option) => (
              <Checkbox
                key={option.code}
                value={option.code}
                label={
                  <>
                    {option.name}{' '}
                    <span className="ship-options__fee">
                      {t('shipping.details.optionFee', {
                        fee: formatPackageMoney(option.fee, locale),
                      })}
                    </span>
                  </>
                }
                hint={option.description}
                {...register('options')}
              />
            ))
          }
        </QueryState>
      </fieldset>
      {/* Outside the group: it is about the ticked boxes, not one more preference. */}
      <Checkbox
        label={t('shipping.details.keepAsPreferences')}
        {...register('keepAsPreferences')}
      />
      <div className="form-grid form-grid--2">
        <FormField
          label={t('shipping.details.taxId')}
          hint={t('shipping.details.taxIdHint')}
          error={translateMessage(errors.taxId?.message)}
        >
          <Input dir="ltr" autoComplete="off" {...register('taxId')} />
        </FormField>
        <FormField
          label={t('shipping.details.specialInstructions')}
          error={translateMessage(errors.specialInstructions?.message)}
        >
          <TextArea rows={3} {...register('specialInstructions')} />
        </FormField>
      </div>
      <Checkbox
        label={t('shipping.details.valuesConfirmed')}
        isRequired
        error={translateMessage(errors.valuesConfirmed?.message)}
        {...register('valuesConfirmed')}
      />
      <WizardNavigation
        onBack={() => {
          keep(getValues('valuesConfirmed') === true);
          onBack();
        }}
        onNext={() => void handleNext()}
      />
    </form>
  );
}

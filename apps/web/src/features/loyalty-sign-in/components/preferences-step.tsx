import {
  type LoyaltyPreferencesStep,
  LoyaltyPreferencesStepSchema,
} from '@skyparcel/domain/accounts';
import { LOCALE_NAMES, LOCALES } from '@skyparcel/domain/locale';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n';
import { useDomainForm } from '@/lib/use-domain-form';
import '../loyalty-sign-in.css';

export type PreferencesStepProps = {
  defaultValues: LoyaltyPreferencesStep;
  onBack: (preferences: LoyaltyPreferencesStep) => void;
  onValid: (preferences: LoyaltyPreferencesStep) => void;
};

/** Step 2: the language of the portal's e-mails and the optional offers (spec section 5). */
export function PreferencesStep({ defaultValues, onBack, onValid }: PreferencesStepProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, getValues } = useDomainForm(LoyaltyPreferencesStepSchema, {
    defaultValues,
  });

  return (
    <form className="form" noValidate onSubmit={handleSubmit(onValid)}>
      <FormField label={t('loyaltySignIn.create.preferredLanguage')} isRequired>
        <Select {...register('preferredLocale')}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </Select>
      </FormField>
      <Checkbox
        label={t('loyaltySignIn.create.receiveOffers')}
        {...register('receiveOffersAndPromotionsFlag')}
      />
      <div className="loyalty-sign-in__actions">
        <Button variant="secondary" onClick={() => onBack(getValues())}>
          {t('loyaltySignIn.create.back')}
        </Button>
        <Button type="submit">{t('loyaltySignIn.create.next')}</Button>
      </div>
    </form>
  );
}

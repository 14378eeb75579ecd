import {
  type LoyaltyDetailsStep,
  type LoyaltyPreferencesStep,
  LoyaltyReviewStepSchema,
} from '@skyparcel/domain/accounts';
import { LOCALE_NAMES } from '@skyparcel/domain/locale';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { useDomainForm } from '@/lib/use-domain-form';
import '../loyalty-sign-in.css';

export type ReviewStepProps = {
  details: LoyaltyDetailsStep;
  preferences: LoyaltyPreferencesStep;
  memberNumber: string | null;
  isSubmitting: boolean;
  /** Already translated: why the server refused the account. */
  serverError: string | null;
  onBack: () => void;
  onSubmit: () => void;
};

/** Step 3: everything at a glance, the required terms, and the account creation itself. */
export function ReviewStep({
  details,
  preferences,
  memberNumber,
  isSubmitting,
  serverError,
  onBack,
  onSubmit,
}: ReviewStepProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const { register, handleSubmit, formState } = useDomainForm(LoyaltyReviewStepSchema, {
    defaultValues: { acceptConditions: false },
  });
  const name = [details.firstName, details.middleName, details.lastName].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    [t('loyaltySignIn.create.name'), name],
    [t('loyaltySignIn.create.email'), details.email],
    ...(memberNumber
      ? [[t('loyaltySignIn.create.memberNumberLabel'), memberNumber] as [string, string]]
      : []),
    [t('loyaltySignIn.create.preferredLanguage'), LOCALE_NAMES[preferences.preferredLocale]],
    [
      t('loyaltySignIn.create.receiveOffers'),
      preferences.receiveOffersAndPromotionsFlag
        ? t('loyaltySignIn.create.yes')
        : t('loyaltySignIn.create.no'),
    ],
  ];

  return (
    <form className="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <p>{t('loyaltySignIn.create.reviewIntro')}</p>
      <dl className="loyalty-sign-in__review">
        {rows.map(([label, value]) => (
          <div key={label} className="loyalty-sign-in__review-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Checkbox
        label={t('loyaltySignIn.create.acceptConditions')}
        error={translateMessage(formState.errors.acceptConditions?.message)}
        isRequired
        {...register('acceptConditions')}
      />
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <div className="loyalty-sign-in__actions">
        <Button variant="secondary" onClick={onBack}>
          {t('loyaltySignIn.create.back')}
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {t('loyaltySignIn.create.submit')}
        </Button>
      </div>
    </form>
  );
}

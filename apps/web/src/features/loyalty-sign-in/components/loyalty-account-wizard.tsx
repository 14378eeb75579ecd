import type {
  LoyaltyAccountStatus,
  LoyaltyDetailsStep,
  LoyaltyEnrolment,
  LoyaltyPreferencesStep,
} from '@skyparcel/domain/accounts';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useCreateLoyaltyAccount } from '../api/create-loyalty-account';
import { DetailsStep } from './details-step';
import { PreferencesStep } from './preferences-step';
import { ReviewStep } from './review-step';
import '../loyalty-sign-in.css';

export type LoyaltyAccountWizardProps = {
  enrolment: LoyaltyEnrolment;
};

type Step = 1 | 2 | 3;
const STEP_COUNT = 3;

/**
 * The 3-step account creation of a first-time loyalty member (spec section 2, ADR 016):
 * 1 details from the programme, 2 preferences, 3 review and terms. One call creates the account
 * at the end; the member then waits for approval (and confirms a changed e-mail address).
 */
export function LoyaltyAccountWizard({ enrolment }: LoyaltyAccountWizardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const createAccount = useCreateLoyaltyAccount();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shouldFocusHeading = useRef(false);
  const [step, setStep] = useState<Step>(1);
  const { profile } = enrolment;
  const [details, setDetails] = useState<LoyaltyDetailsStep>({
    firstName: profile.firstName,
    middleName: '',
    lastName: profile.lastName,
    email: profile.email,
  });
  const [preferences, setPreferences] = useState<LoyaltyPreferencesStep>({
    preferredLocale: locale,
    receiveOffersAndPromotionsFlag: false,
  });
  const [emailError, setEmailError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [status, setStatus] = useState<LoyaltyAccountStatus['status'] | null>(null);

  // Each step replaces the form: focus moves to its heading so screen readers follow along.
  useEffect(() => {
    if (shouldFocusHeading.current) {
      shouldFocusHeading.current = false;
      headingRef.current?.focus();
    }
  });

  function moveTo(next: Step) {
    shouldFocusHeading.current = true;
    setStep(next);
  }

  const stepNames: Record<Step, string> = {
    1: t('loyaltySignIn.create.steps.details'),
    2: t('loyaltySignIn.create.steps.preferences'),
    3: t('loyaltySignIn.create.steps.review'),
  };

  async function handleCreate() {
    setServerError(null);
    try {
      const created = await createAccount.mutateAsync({
        ...details,
        ...preferences,
        acceptConditions: true,
        enrolmentToken: enrolment.enrolmentToken,
      });
      shouldFocusHeading.current = true;
      setStatus(created.status);
    } catch (error) {
      if (isApiError(error) && error.code === 'LOYALTY_EMAIL_IN_USE') {
        setEmailError(error.message);
        moveTo(1);
        return;
      }
      setServerError(isApiError(error) ? error.message : t('errors.GENERIC'));
    }
  }

  if (status) {
    return (
      <div className="loyalty-sign-in__created">
        <h2 ref={headingRef} tabIndex={-1}>
          {t('loyaltySignIn.create.createdTitle')}
        </h2>
        <Alert tone="success">
          {status === 'PendingApproval'
            ? t('loyaltySignIn.create.pendingApproval')
            : t('loyaltySignIn.create.pendingEmailConfirmation')}
        </Alert>
        <ButtonLink to={paths.home.getHref()} variant="secondary">
          {t('loyaltySignIn.backHome')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <section className="loyalty-sign-in__wizard" aria-labelledby="loyalty-create-title">
      <h2 id="loyalty-create-title">{t('loyaltySignIn.create.title')}</h2>
      <p>{t('loyaltySignIn.create.intro')}</p>
      {profile.memberNumber ? (
        <p className="loyalty-sign-in__member">
          {t('loyaltySignIn.create.memberNumber', { number: profile.memberNumber })}
        </p>
      ) : null}
      <h3 ref={headingRef} tabIndex={-1} className="loyalty-sign-in__step">
        {t('loyaltySignIn.create.stepOf', {
          step: String(step),
          total: String(STEP_COUNT),
          name: stepNames[step],
        })}
      </h3>
      {step === 1 ? (
        <DetailsStep
          defaultValues={details}
          emailError={emailError}
          onValid={(values) => {
            setDetails(values);
            setEmailError(null);
            moveTo(2);
          }}
        />
      ) : null}
      {step === 2 ? (
        <PreferencesStep
          defaultValues={preferences}
          onBack={(values) => {
            setPreferences(values);
            moveTo(1);
          }}
          onValid={(values) => {
            setPreferences(values);
            moveTo(3);
          }}
        />
      ) : null}
      {step === 3 ? (
        <ReviewStep
          details={details}
          preferences={preferences}
          memberNumber={profile.memberNumber}
          isSubmitting={createAccount.isPending}
          serverError={serverError}
          onBack={() => moveTo(2)}
          onSubmit={() => void handleCreate()}
        />
      ) : null}
    </section>
  );
}

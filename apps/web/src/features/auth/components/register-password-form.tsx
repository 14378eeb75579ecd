import {
  BASE_CARRIER,
  type NewPasswordConfirmation,
  NewPasswordConfirmationSchema,
  type RegisterDetails,
  SHIPPER_TYPE,
} from '@skyparcel/domain/accounts';
import { useCallback, useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useRegister } from '../api/register';
import { CaptchaWidget } from './captcha-widget';
import { NewPasswordFields } from './new-password-fields';
import '../auth.css';

export type RegisterPasswordFormProps = {
  details: RegisterDetails;
  onBack: () => void;
  /** The account exists and waits for the e-mail confirmation. */
  onRegistered: (email: string) => void;
  /** Somebody took the address meanwhile: step 1 shows it. */
  onEmailTaken: () => void;
};

/**
 * Step 2 of the Register modal (PasswordVerification): the password with its live checklist and
 * confirmation, the captcha, then POST /register with the spec's payload (section 3).
 */
export function RegisterPasswordForm({
  details,
  onBack,
  onRegistered,
  onEmailTaken,
}: RegisterPasswordFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const registerAccount = useRegister();
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  // A step of a dialog that focuses its first field on opening: checked on submit (decision 031).
  const { register, control, handleSubmit, setError, setFocus, formState } = useDomainForm(
    NewPasswordConfirmationSchema,
    { mode: 'onSubmit', defaultValues: { password: '', confirmPassword: '' } },
  );
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' });

  // The step replaced the whole form: focus moves to its first field, not back to the dialog.
  useEffect(() => setFocus('password'), [setFocus]);

  const handleCaptchaChange = useCallback((payload: string | null) => setCaptchaToken(payload), []);

  async function handleValid({ password: newPassword }: NewPasswordConfirmation) {
    if (!captchaToken) {
      return;
    }
    setServerError(null);
    try {
      await registerAccount.mutateAsync({
        firstName: details.firstName,
        middleName: details.middleName ?? '',
        lastName: details.lastName,
        email: details.email,
        password: newPassword,
        recaptchaToken: captchaToken,
        receiveOffersAndPromotionsFlag: details.receiveOffersAndPromotionsFlag,
        shipperType: SHIPPER_TYPE,
        baseCarrier: BASE_CARRIER,
      });
      onRegistered(details.email);
    } catch (error) {
      // The server refuses a used solution, so every failed attempt needs a new captcha.
      setCaptchaToken(null);
      setCaptchaKey((key) => key + 1);
      if (isApiError(error) && error.code === 'EMAIL_EXISTS') {
        onEmailTaken();
        return;
      }
      // The body's other fields (names, e-mail) belong to step 1, already checked there.
      setServerError(applyServerErrors(setError, error, t('errors.GENERIC')));
    }
  }

  return (
    <form className="form register-form" noValidate onSubmit={handleSubmit(handleValid)}>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <NewPasswordFields
        password={password}
        passwordField={register('password')}
        confirmationField={register('confirmPassword')}
        passwordError={translateMessage(errors.password?.message)}
        confirmationError={translateMessage(errors.confirmPassword?.message)}
      />
      <CaptchaWidget key={captchaKey} onChange={handleCaptchaChange} />
      <div className="form__actions">
        <Button variant="secondary" onClick={onBack}>
          {t('registerModal.back')}
        </Button>
        <Button type="submit" isDisabled={!captchaToken} isLoading={registerAccount.isPending}>
          {t('registerModal.submit')}
        </Button>
      </div>
    </form>
  );
}

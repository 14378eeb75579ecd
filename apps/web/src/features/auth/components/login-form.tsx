import { type LoginBody, LoginBodySchema, type LoginChallenge } from '@skyparcel/domain/accounts';
import { useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { getUserType } from '../api/get-user-type';
import { useLogin } from '../api/login';
import { useModalState } from '../hooks/use-modal-state';
import { CaptchaWidget } from './captcha-widget';
import { CredentialFields } from './credential-fields';
import '../auth.css';

export type LoginFormProps = {
  defaultEmail: string;
  onChallenge: (challenge: LoginChallenge, email: string) => void;
};

/**
 * Step 1 of the Login modal: e-mail, password and the captcha (spec sections 2, 4 and 5). The
 * server's refusal is shown as it comes (already localised); an unconfirmed e-mail opens
 * PendingEmailConfirmation; a refused password is followed by the e-mail check, and a
 * MigratedUser goes on to the forgot-password request, which tells them why and sends the link
 * behind its own captcha. A used captcha is replaced.
 */
export function LoginForm({ defaultEmail, onChallenge }: LoginFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const { modalState, openModal } = useModalState();
  const login = useLogin();
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isCheckingUser, setIsCheckingUser] = useState(false);
  // In a dialog that focuses the e-mail on opening: checked on submit (decision 031).
  const { register, handleSubmit, setError, getValues, formState } = useDomainForm(
    LoginBodySchema,
    { mode: 'onSubmit', defaultValues: { email: defaultEmail, password: '' } },
  );
  const { errors } = formState;

  const handleCaptchaChange = useCallback((payload: string | null) => setCaptchaToken(payload), []);

  /** True when the address belongs to an account moved from the previous portal. */
  async function isMigratedUser(email: string): Promise<boolean> {
    setIsCheckingUser(true);
    try {
      return (await getUserType(email)).status === 'MigratedUser';
    } catch {
      // The check only redirects migrated accounts; when it fails, the password step decides.
      return false;
    } finally {
      setIsCheckingUser(false);
    }
  }

  async function handleValid(values: LoginBody) {
    if (!captchaToken) {
      return;
    }
    setServerError(null);
    try {
      const challenge = await login.mutateAsync({ ...values, recaptchaToken: captchaToken });
      onChallenge(challenge, values.email);
    } catch (error) {
      // The server refuses a used solution, so every failed attempt needs a new captcha.
      setCaptchaToken(null);
      setCaptchaKey((key) => key + 1);
      if (isApiError(error) && error.code === 'EMAIL_NOT_CONFIRMED') {
        openModal('PendingEmailConfirmation', { email: values.email });
        return;
      }
      // A migrated account has no password here yet, so every password is refused like this.
      if (isApiError(error) && error.code === 'INVALID_CREDENTIALS') {
        if (await isMigratedUser(values.email)) {
          // The link needs the captcha too (ADR 021): the request opens with the address.
          openModal('ForgotPassword', { email: values.email, isMigrated: true });
          return;
        }
      }
      setServerError(applyServerErrors(setError, error, t('errors.GENERIC')));
    }
  }

  function handleForgotPassword() {
    const email = getValues('email').trim();
    openModal('ForgotPassword', email ? { email } : {});
  }

  return (
    <form className="form login-form" noValidate onSubmit={handleSubmit(handleValid)}>
      {modalState === 'ForgotPasswordPasswordChanged' ? (
        <Alert tone="success" title={t('messages.passwordChanged')}>
          {t('loginModal.passwordChanged')}
        </Alert>
      ) : null}
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <CredentialFields
        emailField={register('email')}
        passwordField={register('password')}
        emailError={translateMessage(errors.email?.message)}
        passwordError={translateMessage(errors.password?.message)}
      />
      <button
        type="button"
        className="link-button login-form__forgot"
        onClick={handleForgotPassword}
      >
        {t('loginModal.forgotPassword.link')}
      </button>
      <CaptchaWidget key={captchaKey} onChange={handleCaptchaChange} />
      <Button
        type="submit"
        isDisabled={!captchaToken}
        isLoading={isCheckingUser || login.isPending}
      >
        {t('loginModal.submit')}
      </Button>
      <p className="login-form__sign-up">
        {t('loginModal.noAccount')}{' '}
        <button type="button" className="link-button" onClick={() => openModal('Register')}>
          {t('auth.signUp')}
        </button>
      </p>
    </form>
  );
}

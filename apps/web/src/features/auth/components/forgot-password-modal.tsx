import { RequestSetPasswordBodySchema } from '@skyparcel/domain/accounts';
import { useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useRequestSetPassword } from '../api/request-set-password';
import { useModalState } from '../hooks/use-modal-state';
import { CaptchaWidget } from './captcha-widget';
import '../auth.css';

export type ForgotPasswordModalProps = {
  onClose: () => void;
};

/**
 * Forgot password (spec sections 2 and 5): the address gets a set-password link, behind the
 * captcha as at login (ADR 021). The server answers the same whether or not an account exists
 * (product.md), so this says only that instructions were sent. An account moved from the
 * previous portal arrives here from the Login modal, told why it needs a new password.
 */
export function ForgotPasswordModal({ onClose }: ForgotPasswordModalProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const { modalContext, openModal } = useModalState();
  const requestSetPassword = useRequestSetPassword();
  const [isSent, setIsSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const handleCaptchaChange = useCallback((payload: string | null) => setCaptchaToken(payload), []);
  const isMigrated = modalContext.isMigrated === true;
  // The dialog focuses the address on opening: checked on submit (decision 031).
  const { register, handleSubmit, setError, getValues, formState } = useDomainForm(
    RequestSetPasswordBodySchema,
    { mode: 'onSubmit', defaultValues: { emailAddress: modalContext.email ?? '' } },
  );

  async function handleValid({ emailAddress }: { emailAddress: string }) {
    if (!captchaToken) {
      return;
    }
    setServerError(null);
    try {
      await requestSetPassword.mutateAsync({ emailAddress, recaptchaToken: captchaToken });
      setIsSent(true);
    } catch (error) {
      // The server takes each solution once, so another try needs a new captcha.
      setCaptchaToken(null);
      setCaptchaKey((key) => key + 1);
      setServerError(applyServerErrors(setError, error, t('errors.GENERIC')));
    }
  }

  return (
    <Dialog
      title={t('loginModal.forgotPassword.title')}
      closeLabel={t('loginModal.close')}
      onClose={onClose}
    >
      <div className="forgot-password">
        <div aria-live="polite">
          {isSent && isMigrated ? (
            <Alert tone="info" title={t('loginModal.migratedUser.title')}>
              {t('loginModal.migratedUser.text', { email: getValues('emailAddress') })}
            </Alert>
          ) : null}
          {isSent && !isMigrated ? <Alert tone="success">{t('messages.resetSent')}</Alert> : null}
        </div>
        {isSent ? null : (
          <form className="form" noValidate onSubmit={handleSubmit(handleValid)}>
            {isMigrated ? (
              <Alert tone="info" title={t('loginModal.migratedUser.title')}>
                {t('loginModal.migratedUser.prompt')}
              </Alert>
            ) : (
              <p>{t('loginModal.forgotPassword.intro')}</p>
            )}
            {serverError ? <Alert tone="error">{serverError}</Alert> : null}
            <FormField
              label={t('loginModal.email')}
              error={translateMessage(formState.errors.emailAddress?.message)}
              isRequired
            >
              <Input
                type="email"
                autoComplete="username"
                inputMode="email"
                {...register('emailAddress')}
              />
            </FormField>
            <CaptchaWidget key={captchaKey} onChange={handleCaptchaChange} />
            <Button
              type="submit"
              isDisabled={!captchaToken}
              isLoading={requestSetPassword.isPending}
            >
              {t('loginModal.forgotPassword.submit')}
            </Button>
          </form>
        )}
        <button type="button" className="link-button" onClick={() => openModal('Login')}>
          {t('loginModal.forgotPassword.backToLogin')}
        </button>
      </div>
    </Dialog>
  );
}

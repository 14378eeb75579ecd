import {
  type NewPasswordConfirmation,
  NewPasswordConfirmationSchema,
} from '@skyparcel/domain/accounts';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-error';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useSetPassword } from '../api/set-password';
import { useModalState } from '../hooks/use-modal-state';
import { readResetToken, removeResetToken } from '../reset-token';
import { NEW_PASSWORD_FIELD_NAMES, NewPasswordFields } from './new-password-fields';
import '../auth.css';

export type ChooseNewPasswordModalProps = {
  onClose: () => void;
};

/**
 * The ChooseNewPassword modal (spec sections 2 and 4): a new password for the token the reset
 * link left in localStorage `resetToken`. Without one it says 'No token found'. Success is
 * ForgotPasswordPasswordChanged: the token is dropped and the Login modal opens with the news.
 */
export function ChooseNewPasswordModal({ onClose }: ChooseNewPasswordModalProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const { openModal } = useModalState();
  const setPassword = useSetPassword();
  const { search } = useLocation();
  // The link's parameter counts until the modal host has moved it into storage.
  const [token, setToken] = useState(
    () => readResetToken() ?? new URLSearchParams(search).get('resetToken'),
  );
  const [serverError, setServerError] = useState<string | null>(null);
  // The dialog focuses the new password on opening: checked on submit (decision 031).
  const { register, control, handleSubmit, setError, formState } = useDomainForm(
    NewPasswordConfirmationSchema,
    { mode: 'onSubmit', defaultValues: { password: '', confirmPassword: '' } },
  );
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' });

  async function handleValid({ password: newPassword }: NewPasswordConfirmation) {
    if (!token) {
      return;
    }
    setServerError(null);
    try {
      await setPassword.mutateAsync({ token, newPassword });
      removeResetToken();
      openModal('ForgotPasswordPasswordChanged', {}, { replace: true });
    } catch (error) {
      // ForgotPasswordFailed: a spent or expired link cannot be tried again.
      if (isApiError(error) && error.code === 'RESET_TOKEN_INVALID') {
        removeResetToken();
        setToken(null);
        return;
      }
      setServerError(
        applyServerErrors(setError, error, t('errors.GENERIC'), NEW_PASSWORD_FIELD_NAMES),
      );
    }
  }

  return (
    <Dialog
      title={t('loginModal.chooseNewPassword.title')}
      closeLabel={t('loginModal.close')}
      onClose={onClose}
    >
      {token ? (
        <form className="form" noValidate onSubmit={handleSubmit(handleValid)}>
          <p>{t('loginModal.chooseNewPassword.intro')}</p>
          {serverError ? <Alert tone="error">{serverError}</Alert> : null}
          <NewPasswordFields
            isReplacing
            password={password}
            passwordField={register('password')}
            confirmationField={register('confirmPassword')}
            passwordError={translateMessage(errors.password?.message)}
            confirmationError={translateMessage(errors.confirmPassword?.message)}
          />
          <Button type="submit" isLoading={setPassword.isPending}>
            {t('loginModal.chooseNewPassword.submit')}
          </Button>
        </form>
      ) : (
        <div className="form">
          <Alert tone="error">{t('errors.RESET_TOKEN_INVALID')}</Alert>
          <p>{t('loginModal.chooseNewPassword.requestAgain')}</p>
          <Button onClick={() => openModal('ForgotPassword')}>
            {t('loginModal.forgotPassword.submit')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}

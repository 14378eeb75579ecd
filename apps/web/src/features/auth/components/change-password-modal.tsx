import { type ChangePasswordForm, ChangePasswordFormSchema } from '@skyparcel/domain/accounts';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useChangePassword } from '../api/change-password';
import { NEW_PASSWORD_FIELD_NAMES, NewPasswordFields } from './new-password-fields';
import '../auth.css';

export type ChangePasswordModalProps = {
  onClose: () => void;
};

/**
 * Change password for the signed-in user (spec sections 3 and 7, POST /user/set-password): the
 * current password, then the new one with the checklist. The server's answer is shown as it
 * comes ('Current Password is incorrect', 'Password changed successfully'); this session stays.
 */
export function ChangePasswordModal({ onClose }: ChangePasswordModalProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const changePassword = useChangePassword();
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // The dialog focuses the current password on opening: checked on submit (decision 031).
  const { register, control, handleSubmit, setError, formState } = useDomainForm(
    ChangePasswordFormSchema,
    { mode: 'onSubmit', defaultValues: { oldPassword: '', password: '', confirmPassword: '' } },
  );
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' });

  async function handleValid({ oldPassword, password: newPassword }: ChangePasswordForm) {
    setServerError(null);
    try {
      const { message } = await changePassword.mutateAsync({ oldPassword, newPassword });
      setSuccessMessage(message);
    } catch (error) {
      if (isApiError(error) && error.code === 'CURRENT_PASSWORD_INCORRECT') {
        setError('oldPassword', { message: error.message }, { shouldFocus: true });
        return;
      }
      setServerError(
        applyServerErrors(setError, error, t('errors.GENERIC'), NEW_PASSWORD_FIELD_NAMES),
      );
    }
  }

  return (
    <Dialog
      title={t('loginModal.changePassword.title')}
      closeLabel={t('loginModal.close')}
      onClose={onClose}
    >
      <div aria-live="polite">
        {successMessage ? <Alert tone="success">{successMessage}</Alert> : null}
      </div>
      {successMessage ? (
        <Button onClick={onClose}>{t('loginModal.close')}</Button>
      ) : (
        <form className="form" noValidate onSubmit={handleSubmit(handleValid)}>
          {serverError ? <Alert tone="error">{serverError}</Alert> : null}
          <FormField
            label={t('loginModal.changePassword.currentPassword')}
            error={translateMessage(errors.oldPassword?.message)}
            isRequired
          >
            <Input type="password" autoComplete="current-password" {...register('oldPassword')} />
          </FormField>
          <NewPasswordFields
            isReplacing
            password={password}
            passwordField={register('password')}
            confirmationField={register('confirmPassword')}
            passwordError={translateMessage(errors.password?.message)}
            confirmationError={translateMessage(errors.confirmPassword?.message)}
          />
          <Button type="submit" isLoading={changePassword.isPending}>
            {t('loginModal.changePassword.submit')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}

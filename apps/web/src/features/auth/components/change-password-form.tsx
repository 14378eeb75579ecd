import {
  ChangePasswordFormSchema,
  type ChangePasswordForm as ChangePasswordFormValues,
} from '@skyparcel/domain/accounts';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useChangePassword } from '../api/change-password';
import { NEW_PASSWORD_FIELD_NAMES, NewPasswordFields } from './new-password-fields';

export type ChangePasswordFormProps = {
  /** The server's success text ('Password changed successfully'); the form is emptied. */
  onChanged: (message: string) => void;
};

/**
 * The current password, then the new one with the checklist (POST /user/set-password): one form
 * for the user menu's modal and the profile's Change password section (decision 048).
 */
export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const changePassword = useChangePassword();
  const [serverError, setServerError] = useState<string | null>(null);
  // Checked on submit (decision 031): the modal focuses the current password on opening.
  const { register, control, handleSubmit, setError, reset, formState } = useDomainForm(
    ChangePasswordFormSchema,
    { mode: 'onSubmit', defaultValues: { oldPassword: '', password: '', confirmPassword: '' } },
  );
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' });

  async function handleValid({ oldPassword, password: newPassword }: ChangePasswordFormValues) {
    setServerError(null);
    try {
      const { message } = await changePassword.mutateAsync({ oldPassword, newPassword });
      reset();
      onChanged(message);
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
  );
}

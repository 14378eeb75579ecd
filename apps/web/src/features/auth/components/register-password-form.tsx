import {
  type NewPasswordConfirmation,
  NewPasswordConfirmationSchema,
} from '@skyparcel/domain/accounts';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { useDomainForm } from '@/lib/use-domain-form';
import { NewPasswordFields } from './new-password-fields';
import '../auth.css';

export type RegisterPasswordFormProps = {
  /** What was typed before going on to step 3 and back; empty the first time. */
  defaultPassword: string;
  /** A message key for the password: the server's refusal (a common password) after step 3. */
  passwordError?: string | undefined;
  onBack: () => void;
  onValid: (password: string) => void;
};

/**
 * Step 2 of the Register modal (PasswordVerification): the password with its live checklist and
 * its confirmation. The request goes from step 3; a password the server refuses comes back here.
 */
export function RegisterPasswordForm({
  defaultPassword,
  passwordError,
  onBack,
  onValid,
}: RegisterPasswordFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  // A step of a dialog that focuses its first field on opening: checked on submit (decision 031).
  const { register, control, handleSubmit, setError, setFocus, formState } = useDomainForm(
    NewPasswordConfirmationSchema,
    {
      mode: 'onSubmit',
      defaultValues: { password: defaultPassword, confirmPassword: defaultPassword },
    },
  );
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' });

  // The step replaced the whole form: focus moves to its first field, or to the refused password.
  useEffect(() => {
    if (passwordError) {
      setError('password', { message: passwordError }, { shouldFocus: true });
      return;
    }
    setFocus('password');
  }, [passwordError, setError, setFocus]);

  function handleValid({ password: newPassword }: NewPasswordConfirmation) {
    onValid(newPassword);
  }

  return (
    <form className="form register-form" noValidate onSubmit={handleSubmit(handleValid)}>
      <NewPasswordFields
        password={password}
        passwordField={register('password')}
        confirmationField={register('confirmPassword')}
        passwordError={translateMessage(errors.password?.message)}
        confirmationError={translateMessage(errors.confirmPassword?.message)}
      />
      <div className="form__actions">
        <Button variant="secondary" onClick={onBack}>
          {t('registerModal.back')}
        </Button>
        <Button type="submit">{t('registerModal.next')}</Button>
      </div>
    </form>
  );
}

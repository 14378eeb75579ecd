import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import { PasswordChecklist } from './password-checklist';
import '../auth.css';

/**
 * The request bodies name the new password `newPassword`; these forms name it `password`, beside
 * its confirmation. For `applyServerErrors`, so the server's message lands on the field.
 */
export const NEW_PASSWORD_FIELD_NAMES = { newPassword: 'password' } as const;

export type NewPasswordFieldsProps = {
  /** "Password" when creating an account, "New password" when replacing one. */
  isReplacing?: boolean;
  /** The password as typed so far, for the checklist. */
  password: string;
  passwordField: UseFormRegisterReturn;
  confirmationField: UseFormRegisterReturn;
  /** Already translated. */
  passwordError?: string | undefined;
  confirmationError?: string | undefined;
};

/**
 * A new password, its live checklist and its confirmation (spec section 5): registration step 2,
 * choose new password and change password. One toggle shows or hides both.
 */
export function NewPasswordFields({
  isReplacing = false,
  password,
  passwordField,
  confirmationField,
  passwordError,
  confirmationError,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  const type = isVisible ? 'text' : 'password';

  return (
    <>
      <FormField
        label={isReplacing ? t('registerModal.newPassword') : t('registerModal.password')}
        error={passwordError}
        isRequired
        addon={
          <button
            type="button"
            className="link-button"
            aria-pressed={isVisible}
            onClick={() => setIsVisible((visible) => !visible)}
          >
            {t('loginModal.showPassword')}
          </button>
        }
      >
        <Input type={type} autoComplete="new-password" {...passwordField} />
      </FormField>
      <PasswordChecklist password={password} />
      <FormField label={t('registerModal.confirmPassword')} error={confirmationError} isRequired>
        <Input type={type} autoComplete="new-password" {...confirmationField} />
      </FormField>
    </>
  );
}

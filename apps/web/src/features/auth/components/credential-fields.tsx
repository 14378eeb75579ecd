import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import '../auth.css';

export type CredentialFieldsProps = {
  emailField: UseFormRegisterReturn;
  passwordField: UseFormRegisterReturn;
  /** Already translated. */
  emailError?: string;
  /** Already translated. */
  passwordError?: string;
};

/** E-mail and password with a show-password toggle: the Login and bot login modals' fields. */
export function CredentialFields({
  emailField,
  passwordField,
  emailError,
  passwordError,
}: CredentialFieldsProps) {
  const { t } = useTranslation();
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  return (
    <>
      <FormField label={t('loginModal.email')} error={emailError}>
        <Input type="email" autoComplete="username" inputMode="email" {...emailField} />
      </FormField>
      <FormField
        label={t('loginModal.password')}
        error={passwordError}
        addon={
          <button
            type="button"
            className="link-button"
            aria-pressed={isPasswordVisible}
            onClick={() => setIsPasswordVisible((isVisible) => !isVisible)}
          >
            {t('loginModal.showPassword')}
          </button>
        }
      >
        <Input
          type={isPasswordVisible ? 'text' : 'password'}
          autoComplete="current-password"
          {...passwordField}
        />
      </FormField>
    </>
  );
}

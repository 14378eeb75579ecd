import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, LoginBodySchema, type LoginChallenge } from '@skyparcel/domain/accounts';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { useTranslateMessage } from '@/lib/i18n';
import { useLogin } from '../api/login';
import { CaptchaWidget } from './captcha-widget';

type LoginFormValues = z.input<typeof LoginBodySchema>;

export type LoginFormProps = {
  defaultEmail: string;
  onChallenge: (challenge: LoginChallenge, email: string) => void;
};

/**
 * Step 1 of the Login modal: e-mail, password and the captcha (spec sections 2 and 5). The
 * server's refusal is shown as it comes (already localised); a used captcha is replaced.
 */
export function LoginForm({ defaultEmail, onChallenge }: LoginFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const login = useLogin();
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    LoginFormValues,
    unknown,
    LoginBody
  >({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = formState;

  const handleCaptchaChange = useCallback((payload: string | null) => setCaptchaToken(payload), []);

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
      if (isApiError(error) && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === 'email' || field === 'password') {
            setError(field, { message });
          }
        }
      }
      setServerError(isApiError(error) ? error.message : t('errors.GENERIC'));
    }
  }

  return (
    <form className="form login-form" noValidate onSubmit={handleSubmit(handleValid)}>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <FormField label={t('loginModal.email')} error={translateMessage(errors.email?.message)}>
        <Input type="email" autoComplete="username" inputMode="email" {...register('email')} />
      </FormField>
      <FormField
        label={t('loginModal.password')}
        error={translateMessage(errors.password?.message)}
        addon={
          <button
            type="button"
            className="password-toggle"
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
          {...register('password')}
        />
      </FormField>
      <CaptchaWidget key={captchaKey} onChange={handleCaptchaChange} />
      <Button type="submit" isDisabled={!captchaToken} isLoading={login.isPending}>
        {t('loginModal.submit')}
      </Button>
    </form>
  );
}

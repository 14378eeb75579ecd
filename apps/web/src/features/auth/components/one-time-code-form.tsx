import {
  type LoginChallenge,
  ONE_TIME_CODE_LENGTH,
  OneTimeCodeFormSchema,
  type Session,
} from '@skyparcel/domain/accounts';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { useLocale, useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useVerifyCode } from '../api/verify-code';
import { AuthenticatorEnrolment } from './authenticator-enrolment';
import '../auth.css';

export type OneTimeCodeFormProps = {
  challenge: LoginChallenge;
  email: string;
  onVerified: (session: Session) => void;
  onBack: () => void;
};

/**
 * Step 2 of the Login modal (spec sections 4, 5): the 6-digit code e-mailed for this challenge,
 * or, for staff and admins, the code of their authenticator app, set up here the first time
 * (ADR 015).
 */
export function OneTimeCodeForm({ challenge, email, onVerified, onBack }: OneTimeCodeFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const translateMessage = useTranslateMessage();
  const verifyCode = useVerifyCode();
  const [serverError, setServerError] = useState<string | null>(null);
  // A step of the Login dialog: checked on submit like its first step, so leaving the code for
  // Back does not raise an error that moves the button under the pointer (decision 031).
  const { control, handleSubmit, setError, formState } = useDomainForm(OneTimeCodeFormSchema, {
    mode: 'onSubmit',
    defaultValues: { code: '' },
  });

  async function handleValid({ code }: { code: string }) {
    setServerError(null);
    try {
      onVerified(await verifyCode.mutateAsync({ challengeId: challenge.challengeId, code }));
    } catch (error) {
      const message = applyServerErrors(setError, error, t('errors.GENERIC'));
      // A refused code says so under the field; the alert would repeat it.
      if (!(isApiError(error) && error.fields?.code)) {
        setServerError(message);
      }
    }
  }

  const time = formatDateTime(challenge.verificationCodeExpiry, locale);
  const isAuthenticator =
    challenge.secondFactor === 'totp' || challenge.secondFactor === 'totp-enrolment';

  return (
    <form className="form" noValidate onSubmit={handleSubmit(handleValid)}>
      {challenge.totpEnrolment ? (
        <AuthenticatorEnrolment
          enrolment={challenge.totpEnrolment}
          intro={t('loginModal.authenticator.enrolIntro', { time })}
        />
      ) : (
        <p>
          {isAuthenticator
            ? t('loginModal.authenticator.prompt', { time })
            : t('loginModal.codeSent', { email, time })}
        </p>
      )}
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <Controller
        control={control}
        name="code"
        render={({ field }) => (
          <FormField
            label={isAuthenticator ? t('loginModal.authenticator.code') : t('loginModal.code')}
            error={translateMessage(formState.errors.code?.message)}
          >
            <Input
              ref={field.ref}
              name={field.name}
              value={field.value}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={ONE_TIME_CODE_LENGTH}
              dir="ltr"
              onBlur={field.onBlur}
              onChange={(event) =>
                field.onChange(event.target.value.replace(/\D/g, '').slice(0, ONE_TIME_CODE_LENGTH))
              }
            />
          </FormField>
        )}
      />
      <div className="form__actions">
        <Button variant="secondary" onClick={onBack}>
          {t('loginModal.back')}
        </Button>
        <Button type="submit" isLoading={verifyCode.isPending}>
          {t('loginModal.verify')}
        </Button>
      </div>
    </form>
  );
}

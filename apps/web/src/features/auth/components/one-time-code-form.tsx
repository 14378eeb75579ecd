import { zodResolver } from '@hookform/resolvers/zod';
import {
  type LoginChallenge,
  ONE_TIME_CODE_LENGTH,
  OneTimeCodeSchema,
  type Session,
} from '@skyparcel/domain/accounts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { useLocale, useTranslateMessage } from '@/lib/i18n';
import { useVerifyCode } from '../api/verify-code';

const OneTimeCodeFormSchema = z.object({ code: OneTimeCodeSchema });
type OneTimeCodeFormValues = z.input<typeof OneTimeCodeFormSchema>;

export type OneTimeCodeFormProps = {
  challenge: LoginChallenge;
  email: string;
  onVerified: (session: Session) => void;
  onBack: () => void;
};

/** Step 2 of the Login modal: the 6-digit code e-mailed for this challenge (spec sections 4, 5). */
export function OneTimeCodeForm({ challenge, email, onVerified, onBack }: OneTimeCodeFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const translateMessage = useTranslateMessage();
  const verifyCode = useVerifyCode();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    OneTimeCodeFormValues,
    unknown,
    z.output<typeof OneTimeCodeFormSchema>
  >({
    resolver: zodResolver(OneTimeCodeFormSchema),
    defaultValues: { code: '' },
  });

  async function handleValid({ code }: { code: string }) {
    setServerError(null);
    try {
      onVerified(await verifyCode.mutateAsync({ challengeId: challenge.challengeId, code }));
    } catch (error) {
      const fieldMessage = isApiError(error) ? error.fields?.code : undefined;
      if (fieldMessage) {
        setError('code', { message: fieldMessage });
        return;
      }
      setServerError(isApiError(error) ? error.message : t('errors.GENERIC'));
    }
  }

  return (
    <form className="form one-time-code-form" noValidate onSubmit={handleSubmit(handleValid)}>
      <p>
        {t('loginModal.codeSent', {
          email,
          time: formatDateTime(challenge.verificationCodeExpiry, locale),
        })}
      </p>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <Controller
        control={control}
        name="code"
        render={({ field }) => (
          <FormField
            label={t('loginModal.code')}
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

import { zodResolver } from '@hookform/resolvers/zod';
import { RequestSetPasswordBodySchema } from '@skyparcel/domain/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { useRequestSetPassword } from '../api/request-set-password';
import { useModalState } from '../hooks/use-modal-state';

export type ForgotPasswordModalProps = {
  onClose: () => void;
};

type ForgotPasswordValues = z.input<typeof RequestSetPasswordBodySchema>;

/**
 * Forgot password (spec sections 2 and 5): the address gets a set-password link. The server
 * answers the same whether or not an account exists (product.md), so this says only that
 * instructions were sent.
 */
export function ForgotPasswordModal({ onClose }: ForgotPasswordModalProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const { modalContext, openModal } = useModalState();
  const requestSetPassword = useRequestSetPassword();
  const [isSent, setIsSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<
    ForgotPasswordValues,
    unknown,
    z.output<typeof RequestSetPasswordBodySchema>
  >({
    resolver: zodResolver(RequestSetPasswordBodySchema),
    defaultValues: { emailAddress: modalContext.email ?? '' },
  });

  async function handleValid({ emailAddress }: { emailAddress: string }) {
    setServerError(null);
    try {
      await requestSetPassword.mutateAsync(emailAddress);
      setIsSent(true);
    } catch (error) {
      setServerError(isApiError(error) ? error.message : t('errors.GENERIC'));
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
          {isSent ? <Alert tone="success">{t('messages.resetSent')}</Alert> : null}
        </div>
        {isSent ? null : (
          <form className="form" noValidate onSubmit={handleSubmit(handleValid)}>
            <p>{t('loginModal.forgotPassword.intro')}</p>
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
            <Button type="submit" isLoading={requestSetPassword.isPending}>
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

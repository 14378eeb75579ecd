import { ResendConfirmationFormSchema } from '@skyparcel/domain/accounts';
import { useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useResendConfirmationEmail } from '../api/resend-confirmation-email';
import { useModalState } from '../hooks/use-modal-state';
import { CaptchaWidget } from './captcha-widget';
import '../auth.css';

export type PendingEmailConfirmationModalProps = {
  onClose: () => void;
};

/** Spec section 4: resent keeps waiting for the link; alreadyVerified means EmailConfirmed. */
type ResendOutcome = 'resent' | 'alreadyVerified';

/**
 * The PendingEmailConfirmation modal (spec sections 2 and 4): after registering, or when a login
 * is refused with EmailNotConfirmed. It says where the link went and sends it again (captcha
 * required, as the server checks one).
 */
export function PendingEmailConfirmationModal({ onClose }: PendingEmailConfirmationModalProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const { modalContext, openModal } = useModalState();
  const knownEmail = modalContext.email;
  const resend = useResendConfirmationEmail();
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // The dialog focuses the address (when asked for) on opening: checked on submit (decision 031).
  const { register, handleSubmit, setError, formState } = useDomainForm(
    ResendConfirmationFormSchema,
    { mode: 'onSubmit', defaultValues: { email: knownEmail ?? '' } },
  );

  const handleCaptchaChange = useCallback((payload: string | null) => setCaptchaToken(payload), []);

  async function handleValid({ email }: { email: string }) {
    if (!captchaToken) {
      return;
    }
    setServerError(null);
    setOutcome(null);
    try {
      const { status } = await resend.mutateAsync({ email, recaptchaToken: captchaToken });
      setOutcome(status);
    } catch (error) {
      setServerError(applyServerErrors(setError, error, t('errors.GENERIC')));
    } finally {
      // A solution works once: the next resend needs a new one.
      setCaptchaToken(null);
      setCaptchaKey((key) => key + 1);
    }
  }

  return (
    <Dialog
      title={t('registerModal.pendingConfirmation.title')}
      closeLabel={t('loginModal.close')}
      onClose={onClose}
    >
      <div className="pending-confirmation">
        <p>
          {knownEmail
            ? t('registerModal.pendingConfirmation.sentTo', { email: knownEmail })
            : t('registerModal.pendingConfirmation.sent')}
        </p>
        <p>{t('registerModal.pendingConfirmation.review')}</p>
        <div aria-live="polite">
          {outcome === 'resent' ? (
            <Alert tone="success">{t('registerModal.pendingConfirmation.resent')}</Alert>
          ) : null}
          {outcome === 'alreadyVerified' ? (
            <Alert tone="info">{t('registerModal.pendingConfirmation.alreadyVerified')}</Alert>
          ) : null}
        </div>
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        {outcome === 'alreadyVerified' ? (
          <Button onClick={() => openModal('Login')}>{t('auth.logIn')}</Button>
        ) : (
          <form
            className="form pending-confirmation__form"
            noValidate
            onSubmit={handleSubmit(handleValid)}
          >
            <h3 className="pending-confirmation__subtitle">
              {t('registerModal.pendingConfirmation.notReceived')}
            </h3>
            {knownEmail ? null : (
              <FormField
                label={t('registerModal.email')}
                error={translateMessage(formState.errors.email?.message)}
                isRequired
              >
                <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
              </FormField>
            )}
            <CaptchaWidget key={captchaKey} onChange={handleCaptchaChange} />
            <Button
              type="submit"
              variant="secondary"
              isDisabled={!captchaToken}
              isLoading={resend.isPending}
            >
              {t('registerModal.pendingConfirmation.resend')}
            </Button>
          </form>
        )}
      </div>
    </Dialog>
  );
}

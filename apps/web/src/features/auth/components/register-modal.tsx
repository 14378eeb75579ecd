import type { RegisterDetails } from '@skyparcel/domain/accounts';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import { useModalState } from '../hooks/use-modal-state';
import { EMPTY_REGISTER_DETAILS, RegisterDetailsForm } from './register-details-form';
import { RegisterPasswordForm } from './register-password-form';
import '../auth.css';

export type RegisterModalProps = {
  onClose: () => void;
};

/** Spec section 4: Begin (details), then PasswordVerification once the e-mail is available. */
type RegisterStep = 'Begin' | 'PasswordVerification';

/**
 * The Register modal (spec sections 2, 4 and 5) in two steps. Its state lives only here, so the
 * form starts empty each time the modal opens again. A created account goes on to the
 * PendingEmailConfirmation modal.
 */
export function RegisterModal({ onClose }: RegisterModalProps) {
  const { t } = useTranslation();
  const { openModal } = useModalState();
  const [step, setStep] = useState<RegisterStep>('Begin');
  const [details, setDetails] = useState<RegisterDetails | null>(null);
  const [emailError, setEmailError] = useState<string | undefined>(undefined);

  function handleDetails(valid: RegisterDetails) {
    setDetails(valid);
    setEmailError(undefined);
    setStep('PasswordVerification');
  }

  function handleEmailTaken() {
    setEmailError('registerModal.emailInUse');
    setStep('Begin');
  }

  const stepNumber = step === 'Begin' ? 1 : 2;
  return (
    <Dialog title={t('registerModal.title')} closeLabel={t('loginModal.close')} onClose={onClose}>
      <p className="register-modal__step" aria-live="polite">
        {t('registerModal.step', { step: String(stepNumber), steps: '2' })}
        {' · '}
        {step === 'Begin' ? t('registerModal.detailsStep') : t('registerModal.passwordStep')}
      </p>
      {step === 'PasswordVerification' && details ? (
        <RegisterPasswordForm
          details={details}
          onBack={() => setStep('Begin')}
          onRegistered={(email) => openModal('PendingEmailConfirmation', { email })}
          onEmailTaken={handleEmailTaken}
        />
      ) : (
        <RegisterDetailsForm
          defaultValues={details ?? EMPTY_REGISTER_DETAILS}
          emailError={emailError}
          onValid={handleDetails}
        />
      )}
    </Dialog>
  );
}

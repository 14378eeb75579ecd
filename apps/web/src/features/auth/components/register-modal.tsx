import type { AccountType, RegisterDetails } from '@skyparcel/domain/accounts';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import { useModalState } from '../hooks/use-modal-state';
import { RegisterAccountTypeForm } from './register-account-type-form';
import { EMPTY_REGISTER_DETAILS, RegisterDetailsForm } from './register-details-form';
import { RegisterPasswordForm } from './register-password-form';
import '../auth.css';

export type RegisterModalProps = {
  onClose: () => void;
};

/**
 * Spec section 4: Begin (details), then PasswordVerification once the e-mail is available, then
 * the account type (spec section 2's third step; issue 15), which sends the request.
 */
type RegisterStep = 'Begin' | 'PasswordVerification' | 'AccountType';

const STEP_NUMBERS: Record<RegisterStep, number> = {
  Begin: 1,
  PasswordVerification: 2,
  AccountType: 3,
};
const STEP_NAMES = {
  Begin: 'registerModal.detailsStep',
  PasswordVerification: 'registerModal.passwordStep',
  AccountType: 'registerModal.accountTypeStep',
} as const;

/**
 * The Register modal (spec sections 2, 4 and 5) in three steps. Its state lives only here, so
 * the form starts empty each time the modal opens again; going back keeps what was typed. A
 * created account goes on to the PendingEmailConfirmation modal.
 */
export function RegisterModal({ onClose }: RegisterModalProps) {
  const { t } = useTranslation();
  const { openModal } = useModalState();
  const [step, setStep] = useState<RegisterStep>('Begin');
  const [details, setDetails] = useState<RegisterDetails | null>(null);
  const [password, setPassword] = useState<string | null>(null);
  const [accountType, setAccountType] = useState<AccountType | null>(null);
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);

  function handleDetails(valid: RegisterDetails) {
    setDetails(valid);
    setEmailError(undefined);
    setStep('PasswordVerification');
  }

  function handlePassword(valid: string) {
    setPassword(valid);
    setPasswordError(undefined);
    setStep('AccountType');
  }

  function handleBackToPassword(chosen: AccountType | null) {
    setAccountType(chosen);
    setStep('PasswordVerification');
  }

  function handleEmailTaken() {
    setEmailError('registerModal.emailInUse');
    setStep('Begin');
  }

  function handlePasswordRefused(message: string) {
    setPasswordError(message);
    setStep('PasswordVerification');
  }

  function renderStep() {
    if (step === 'AccountType' && details && password !== null) {
      return (
        <RegisterAccountTypeForm
          details={details}
          password={password}
          defaultAccountType={accountType}
          onBack={handleBackToPassword}
          onRegistered={(email) => openModal('PendingEmailConfirmation', { email })}
          onEmailTaken={handleEmailTaken}
          onPasswordRefused={handlePasswordRefused}
        />
      );
    }
    if (step !== 'Begin' && details) {
      return (
        <RegisterPasswordForm
          defaultPassword={password ?? ''}
          passwordError={passwordError}
          onBack={() => setStep('Begin')}
          onValid={handlePassword}
        />
      );
    }
    return (
      <RegisterDetailsForm
        defaultValues={details ?? EMPTY_REGISTER_DETAILS}
        emailError={emailError}
        onValid={handleDetails}
      />
    );
  }

  return (
    <Dialog title={t('registerModal.title')} closeLabel={t('loginModal.close')} onClose={onClose}>
      <p className="register-modal__step" aria-live="polite">
        {t('registerModal.step', { step: String(STEP_NUMBERS[step]), steps: '3' })}
        {' · '}
        {t(STEP_NAMES[step])}
      </p>
      {renderStep()}
    </Dialog>
  );
}

import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Loader } from '@/components/ui/loader';
import { useTranslation } from '@/lib/i18n';
import { confirmEmail } from '../api/confirm-email';
import { type ModalStateApi, useModalState } from '../hooks/use-modal-state';
import '../auth.css';

export type EmailConfirmationModalProps = {
  onClose: () => void;
};

/**
 * The LoginLocal modal (spec sections 2 and 4): the e-mailed link's `?token=` is confirmed once,
 * then the token leaves the address and the outcome stays in the history entry, so a reload
 * shows the same title instead of spending the link again. Either way it offers login: a
 * confirmed account is under review until an operator approves it, and a failed link is sent
 * again from the login (EmailNotConfirmed).
 */
export function EmailConfirmationModal({ onClose }: EmailConfirmationModalProps) {
  const { t } = useTranslation();
  const modal = useModalState();
  const { emailConfirmationToken: token, modalContext, openModal } = modal;
  const outcome = modalContext.emailConfirmation;
  const latestModal = useRef<ModalStateApi>(modal);
  latestModal.current = modal;
  const confirmedToken = useRef<string | null>(null);

  useEffect(() => {
    // Once per token: Strict Mode runs effects twice, and a link works only once.
    if (!token || confirmedToken.current === token) {
      return;
    }
    confirmedToken.current = token;
    const report = (emailConfirmation: 'EmailConfirmed' | 'ConfirmEmailFailed') =>
      latestModal.current.openModal('LoginLocal', { emailConfirmation }, { replace: true });
    confirmEmail(token).then(
      () => report('EmailConfirmed'),
      () => report('ConfirmEmailFailed'),
    );
  }, [token]);

  if (token) {
    return (
      <Dialog
        title={t('loginModal.emailConfirmation.confirming')}
        closeLabel={t('loginModal.close')}
        onClose={onClose}
      >
        <Loader label={t('loginModal.emailConfirmation.confirming')} />
      </Dialog>
    );
  }

  // Without an outcome (a history entry from elsewhere) nothing was confirmed.
  const isConfirmed = outcome === 'EmailConfirmed';
  return (
    <Dialog
      title={
        isConfirmed
          ? t('loginModal.emailConfirmation.confirmedTitle')
          : t('loginModal.emailConfirmation.failedTitle')
      }
      closeLabel={t('loginModal.close')}
      onClose={onClose}
    >
      <div className="email-confirmation" role={isConfirmed ? 'status' : 'alert'}>
        {isConfirmed ? (
          <p>{t('loginModal.emailConfirmation.confirmedText')}</p>
        ) : (
          <>
            {/* The call's own 400 text (spec section 8), kept here so a reload shows it too. */}
            <p>{t('errors.CONFIRM_EMAIL_FAILED')}</p>
            <p>{t('loginModal.emailConfirmation.failedText')}</p>
          </>
        )}
      </div>
      <Button onClick={() => openModal('Login')}>{t('auth.logIn')}</Button>
    </Dialog>
  );
}

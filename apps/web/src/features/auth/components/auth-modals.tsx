import { lazy, Suspense } from 'react';
import { loadDictionaryPart } from '@/lib/i18n';
import { useModalState } from '../hooks/use-modal-state';
import { useSessionToken } from '../hooks/use-session';
import { SessionNotice } from './session-notice';

// The modal, its form code and the captcha widget load only when the modal opens.
const LoginModal = lazy(() =>
  Promise.all([import('./login-modal'), loadDictionaryPart('loginModal')]).then(([m]) => ({
    default: m.LoginModal,
  })),
);
const SessionManager = lazy(() =>
  import('./session-manager').then((m) => ({ default: m.SessionManager })),
);

/**
 * Host of the sign-in modals, rendered by `modalState`, and of the signed-in session (token
 * refresh, the session-timeout notice). When somebody is logged in, no modal shows (spec
 * section 4). Register, BotLogin and the others arrive with later issues.
 */
export function AuthModals() {
  const { modalState, closeModal } = useModalState();
  const token = useSessionToken();
  const isSignedIn = token !== null;

  return (
    <>
      <SessionNotice />
      <Suspense fallback={null}>
        {isSignedIn ? <SessionManager /> : null}
        {!isSignedIn && modalState === 'Login' ? <LoginModal onClose={closeModal} /> : null}
      </Suspense>
    </>
  );
}

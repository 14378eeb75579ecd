import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type DictionaryPart, loadDictionaryPart } from '@/lib/i18n';
import { getModalSearch, type ModalState, useModalState } from '../hooks/use-modal-state';
import { useResetTokenLink } from '../hooks/use-reset-token-link';
import { useSessionToken } from '../hooks/use-session';
import { SessionNotice } from './session-notice';

type ModalProps = { onClose: () => void };

/**
 * Each modal, its form code and its texts load only when it opens; the captcha widget's texts
 * are in `loginModal`, the password checklist's in `registerModal`.
 */
function lazyModal(
  load: () => Promise<ComponentType<ModalProps>>,
  parts: readonly DictionaryPart[],
) {
  return lazy(() =>
    Promise.all([load(), ...parts.map(loadDictionaryPart)]).then(([component]) => ({
      default: component,
    })),
  );
}

const LoginModal = lazyModal(
  () => import('./login-modal').then((m) => m.LoginModal),
  ['loginModal'],
);
const RegisterModal = lazyModal(
  () => import('./register-modal').then((m) => m.RegisterModal),
  ['loginModal', 'registerModal'],
);
const PendingEmailConfirmationModal = lazyModal(
  () => import('./pending-email-confirmation-modal').then((m) => m.PendingEmailConfirmationModal),
  ['loginModal', 'registerModal'],
);
const EmailConfirmationModal = lazyModal(
  () => import('./email-confirmation-modal').then((m) => m.EmailConfirmationModal),
  ['loginModal'],
);
const ForgotPasswordModal = lazyModal(
  () => import('./forgot-password-modal').then((m) => m.ForgotPasswordModal),
  ['loginModal'],
);
const ChooseNewPasswordModal = lazyModal(
  () => import('./choose-new-password-modal').then((m) => m.ChooseNewPasswordModal),
  ['loginModal', 'registerModal'],
);
const BotLoginModal = lazyModal(
  () => import('./bot-login-modal').then((m) => m.BotLoginModal),
  ['loginModal'],
);
const SessionManager = lazy(() =>
  import('./session-manager').then((m) => ({ default: m.SessionManager })),
);

/** The component of each modal state; ForgotPasswordPasswordChanged is the Login modal. */
const MODALS: Record<Exclude<ModalState, 'None'>, ComponentType<ModalProps>> = {
  Login: LoginModal,
  ForgotPasswordPasswordChanged: LoginModal,
  Register: RegisterModal,
  PendingEmailConfirmation: PendingEmailConfirmationModal,
  LoginLocal: EmailConfirmationModal,
  ForgotPassword: ForgotPasswordModal,
  ChooseNewPassword: ChooseNewPasswordModal,
  BotLogin: BotLoginModal,
};

/**
 * Host of the sign-in modals, rendered by `modalState`, and of the signed-in session (token
 * refresh, the session-timeout notice). When somebody is logged in, no modal shows and a modal's
 * parameter leaves the address (spec section 4), so `/?login` does not stay behind.
 */
export function AuthModals() {
  const { modalState, closeModal } = useModalState();
  const token = useSessionToken();
  const isSignedIn = token !== null;
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const wasSignedIn = useRef(isSignedIn);
  useResetTokenLink();

  useEffect(() => {
    // A sign-in in progress navigates to its landing page itself: that navigation is a
    // transition, so this render may still show the modal's address, which must not win.
    const isJustSignedIn = isSignedIn && !wasSignedIn.current;
    wasSignedIn.current = isSignedIn;
    if (!isSignedIn || isJustSignedIn || modalState === 'None') {
      return;
    }
    void navigate(
      { pathname, search: getModalSearch(new URLSearchParams(search), 'None'), hash },
      { replace: true, state: null },
    );
  }, [isSignedIn, modalState, pathname, search, hash, navigate]);

  const Modal = modalState === 'None' || isSignedIn ? null : MODALS[modalState];
  return (
    <>
      <SessionNotice />
      <Suspense fallback={null}>{isSignedIn ? <SessionManager /> : null}</Suspense>
      {Modal ? (
        // A new boundary per modal: navigation runs in a transition, and a boundary already on
        // screen would hold the old address until the modal's code arrived.
        <Suspense key={Modal === LoginModal ? 'Login' : modalState} fallback={null}>
          <Modal onClose={closeModal} />
        </Suspense>
      ) : null}
    </>
  );
}

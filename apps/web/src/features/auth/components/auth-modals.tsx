import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type DictionaryPart, loadDictionaryPart } from '@/lib/i18n';
import {
  getModalSearch,
  getModalState,
  type ModalState,
  useModalState,
} from '../hooks/use-modal-state';
import { useResetTokenLink } from '../hooks/use-reset-token-link';
import { useSessionToken } from '../hooks/use-session';
import { SessionNotice } from './session-notice';

type ModalProps = { onClose: () => void };

/**
 * Each modal, its form code and its texts load only when it opens; the captcha widget's texts
 * are in `loginModal`, the password checklist's in `registerModal`, the fields' messages in
 * `failures` (decision 068).
 */
function lazyModal(
  load: () => Promise<ComponentType<ModalProps>>,
  parts: readonly DictionaryPart[],
) {
  return lazy(() =>
    Promise.all([load(), ...['failures' as const, ...parts].map(loadDictionaryPart)]).then(
      ([component]) => ({
        default: component,
      }),
    ),
  );
}

/**
 * The code of each modal. A page opened by a link that opens a modal (`/?login`) starts it while
 * the app starts (`preloadModal`), not after the first render: on a busy machine that wait was
 * the Login modal's missing seconds (decision 032).
 */
const MODAL_CODE = {
  Login: () => import('./login-modal').then((m) => m.LoginModal),
  Register: () => import('./register-modal').then((m) => m.RegisterModal),
  PendingEmailConfirmation: () =>
    import('./pending-email-confirmation-modal').then((m) => m.PendingEmailConfirmationModal),
  LoginLocal: () => import('./email-confirmation-modal').then((m) => m.EmailConfirmationModal),
  ForgotPassword: () => import('./forgot-password-modal').then((m) => m.ForgotPasswordModal),
  ChooseNewPassword: () =>
    import('./choose-new-password-modal').then((m) => m.ChooseNewPasswordModal),
  BotLogin: () => import('./bot-login-modal').then((m) => m.BotLoginModal),
} satisfies Record<
  Exclude<ModalState, 'None' | 'ForgotPasswordPasswordChanged'>,
  () => Promise<ComponentType<ModalProps>>
>;

/** Starts loading the code of the modal `search` opens, if any (called before the first render). */
export function preloadModal(search: string): void {
  const state = getModalState(new URLSearchParams(search), null);
  if (state !== 'None' && state !== 'ForgotPasswordPasswordChanged') {
    void MODAL_CODE[state]();
  }
}

const LoginModal = lazyModal(MODAL_CODE.Login, ['loginModal']);
const RegisterModal = lazyModal(MODAL_CODE.Register, ['loginModal', 'registerModal']);
const PendingEmailConfirmationModal = lazyModal(MODAL_CODE.PendingEmailConfirmation, [
  'loginModal',
  'registerModal',
]);
const EmailConfirmationModal = lazyModal(MODAL_CODE.LoginLocal, ['loginModal']);
const ForgotPasswordModal = lazyModal(MODAL_CODE.ForgotPassword, ['loginModal']);
const ChooseNewPasswordModal = lazyModal(MODAL_CODE.ChooseNewPassword, [
  'loginModal',
  'registerModal',
]);
const BotLoginModal = lazyModal(MODAL_CODE.BotLogin, ['loginModal']);
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

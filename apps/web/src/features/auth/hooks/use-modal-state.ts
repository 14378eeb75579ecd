import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The sign-in modals: spec section 4's modal states, plus the forgot-password request and the
 * Login modal that follows a new password (authentication status ForgotPasswordPasswordChanged).
 * None means no modal is open.
 */
export const MODAL_STATES = [
  'None',
  'Register',
  'Login',
  'BotLogin',
  'PendingEmailConfirmation',
  'LoginLocal',
  'ChooseNewPassword',
  'ForgotPassword',
  'ForgotPasswordPasswordChanged',
] as const;
export type ModalState = (typeof MODAL_STATES)[number];

/** Spec section 4: how the e-mail confirmation link ended, shown by the LoginLocal modal. */
export const EMAIL_CONFIRMATION_OUTCOMES = ['EmailConfirmed', 'ConfirmEmailFailed'] as const;
export type EmailConfirmationOutcome = (typeof EMAIL_CONFIRMATION_OUTCOMES)[number];

/** What one modal hands the next: the address to confirm or reset, the confirmation outcome. */
export type ModalContext = {
  email?: string;
  emailConfirmation?: EmailConfirmationOutcome;
  /** The forgot-password request of an account moved from the previous portal. */
  isMigrated?: boolean;
};

/** Query parameters that open a modal on any page (spec section 2). */
const MODAL_PARAMS = ['login', 'register', 'createAccount', 'botlogin', 'token', 'resetToken'];

/** The parameter that opens each modal a link can open; the others live in history state. */
const PARAM_OF_STATE: Partial<Record<ModalState, string>> = {
  Register: 'register',
  Login: 'login',
  BotLogin: 'botlogin',
};

/**
 * The modal a page's URL asks for. A reset link wins over an e-mail confirmation link, which wins
 * over the plain openers; modals without a parameter (PendingEmailConfirmation) come from the
 * history entry's state, so the back button closes them.
 */
export function getModalState(search: URLSearchParams, historyState: unknown): ModalState {
  if (search.get('resetToken')) {
    return 'ChooseNewPassword';
  }
  if (search.get('token')) {
    return 'LoginLocal';
  }
  if (search.has('register') || search.get('createAccount') === 'signup') {
    return 'Register';
  }
  if (search.has('botlogin')) {
    return 'BotLogin';
  }
  if (search.has('login')) {
    return 'Login';
  }
  return modalOfHistoryState(historyState) ?? 'None';
}

/** The search string that opens `state` (or none) on the current page, other parameters kept. */
export function getModalSearch(search: URLSearchParams, state: ModalState): string {
  const next = new URLSearchParams(search);
  for (const param of MODAL_PARAMS) {
    next.delete(param);
  }
  const param = PARAM_OF_STATE[state];
  // `?login` rather than `?login=`: the form the spec and old links use.
  const query = next.toString();
  const flag = param ? (query ? `&${param}` : param) : '';
  return query || flag ? `?${query}${flag}` : '';
}

/** The history entry's state for `state`: modals with a parameter need none. */
export function getModalHistoryState(state: ModalState, context: ModalContext = {}) {
  if (state === 'None' || PARAM_OF_STATE[state] !== undefined) {
    return null;
  }
  return { modal: state, ...context };
}

function modalOfHistoryState(historyState: unknown): ModalState | undefined {
  if (typeof historyState !== 'object' || historyState === null || !('modal' in historyState)) {
    return undefined;
  }
  const { modal } = historyState;
  return MODAL_STATES.find((state) => state === modal && state !== 'None');
}

function contextOfHistoryState(historyState: unknown): ModalContext {
  if (typeof historyState !== 'object' || historyState === null) {
    return {};
  }
  const email = 'email' in historyState ? historyState.email : undefined;
  const outcome = 'emailConfirmation' in historyState ? historyState.emailConfirmation : undefined;
  const emailConfirmation = EMAIL_CONFIRMATION_OUTCOMES.find((known) => known === outcome);
  const isMigrated = 'isMigrated' in historyState && historyState.isMigrated === true;
  return {
    ...(typeof email === 'string' ? { email } : {}),
    ...(emailConfirmation ? { emailConfirmation } : {}),
    ...(isMigrated ? { isMigrated } : {}),
  };
}

export type OpenModalOptions = {
  /** Replace the history entry instead of adding one (a link's token handled, say). */
  replace?: boolean;
};

export type ModalStateApi = {
  modalState: ModalState;
  /** What the modal that opened this one passed on (history state). */
  modalContext: ModalContext;
  /** The e-mail confirmation token of `?token=`, for the LoginLocal modal. */
  emailConfirmationToken: string | null;
  openModal: (state: ModalState, context?: ModalContext, options?: OpenModalOptions) => void;
  closeModal: () => void;
};

/**
 * Which sign-in modal is open, read from the URL (`?login`, `?register`, `?createAccount=signup`,
 * `?botlogin`, `?token=`, `?resetToken=`) or, for the modals no link opens, from the history
 * entry. Opening a modal keeps the visitor on the page they are on.
 */
export function useModalState(): ModalStateApi {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const modalState = getModalState(search, location.state);

  const openModal = useCallback(
    (state: ModalState, context: ModalContext = {}, options: OpenModalOptions = {}) => {
      const current = new URLSearchParams(location.search);
      void navigate(
        {
          pathname: location.pathname,
          search: getModalSearch(current, state),
          hash: location.hash,
        },
        { state: getModalHistoryState(state, context), replace: options.replace ?? false },
      );
    },
    [location.hash, location.pathname, location.search, navigate],
  );

  const closeModal = useCallback(() => openModal('None'), [openModal]);

  return {
    modalState,
    modalContext: contextOfHistoryState(location.state),
    emailConfirmationToken: search.get('token'),
    openModal,
    closeModal,
  };
}

import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The sign-in modals (spec section 4); None means no modal is open. */
export const MODAL_STATES = [
  'None',
  'Register',
  'Login',
  'BotLogin',
  'PendingEmailConfirmation',
  'LoginLocal',
  'ChooseNewPassword',
] as const;
export type ModalState = (typeof MODAL_STATES)[number];

/** localStorage key of the password-reset token from the e-mailed link (spec section 3). */
export const RESET_TOKEN_STORAGE_KEY = 'resetToken';

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

function modalOfHistoryState(historyState: unknown): ModalState | undefined {
  if (typeof historyState !== 'object' || historyState === null || !('modal' in historyState)) {
    return undefined;
  }
  const { modal } = historyState;
  return MODAL_STATES.find((state) => state === modal && state !== 'None');
}

export type ModalStateApi = {
  modalState: ModalState;
  /** The e-mail confirmation token of `?token=`, for the LoginLocal modal. */
  emailConfirmationToken: string | null;
  openModal: (state: ModalState) => void;
  closeModal: () => void;
};

/**
 * Which sign-in modal is open, read from the URL (`?login`, `?register`, `?createAccount=signup`,
 * `?botlogin`, `?token=`, `?resetToken=`). A reset token is stored as `resetToken` for the
 * set-password call. Opening a modal keeps the visitor on the page they are on.
 */
export function useModalState(): ModalStateApi {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const modalState = getModalState(search, location.state);
  const resetToken = search.get('resetToken');

  useEffect(() => {
    if (!resetToken) {
      return;
    }
    try {
      window.localStorage.setItem(RESET_TOKEN_STORAGE_KEY, resetToken);
    } catch {
      // Without storage the token still reaches the modal through the URL.
    }
  }, [resetToken]);

  const openModal = useCallback(
    (state: ModalState) => {
      const current = new URLSearchParams(location.search);
      const hasParam = PARAM_OF_STATE[state] !== undefined;
      void navigate(
        {
          pathname: location.pathname,
          search: getModalSearch(current, state),
          hash: location.hash,
        },
        { state: hasParam || state === 'None' ? null : { modal: state } },
      );
    },
    [location.hash, location.pathname, location.search, navigate],
  );

  const closeModal = useCallback(() => openModal('None'), [openModal]);

  return {
    modalState,
    emailConfirmationToken: search.get('token'),
    openModal,
    closeModal,
  };
}

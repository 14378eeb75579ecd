import { useModalState } from '../hooks/use-modal-state';

/**
 * Host of the sign-in modals. It already keeps the reset token of `?resetToken=`; the modals
 * themselves (Register, Login, BotLogin, ...) arrive with sign-in in the next issue and render
 * here by `modalState`.
 */
export function AuthModals() {
  useModalState();
  return null;
}

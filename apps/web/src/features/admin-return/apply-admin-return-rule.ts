import { isAdminReturnPath } from '@skyparcel/domain/admin-return';
import { api } from '@/lib/api-client';
import { endSession, getSessionToken, isSessionFromAdmin } from '@/lib/session-token';

/**
 * Spec section 4, admin return: a session opened from the admin area is logged out when the app
 * loads anywhere but the invoice pages of spec section 2. Runs before the first render, so no
 * page ever calls the API with such a session where it must not be used.
 */
export function applyAdminReturnRule(pathname: string): void {
  if (!isSessionFromAdmin() || isAdminReturnPath(pathname)) {
    return;
  }
  if (getSessionToken()) {
    // The token is read as the call starts, so it still goes out before the session is cleared.
    void api.post('/login/logout').catch(() => {
      // The server ends the session on its own within 30 minutes of idling.
    });
  }
  endSession('logout');
}

import type { QueryClient } from '@tanstack/react-query';
import { getSessionToken, isOwnRefresh, subscribeToSession } from '@/lib/session-token';
import { LAST_ACTIVITY_STORAGE_KEY } from './last-activity-key';

/**
 * What the tab keeps for a signed-in person besides the session itself (the language is the
 * visitor's, and a password-reset link's token is for whoever opened the link).
 */
const PERSONAL_STORAGE_KEYS = [LAST_ACTIVITY_STORAGE_KEY];

/**
 * Whenever the tab's session changes hands, nothing of the previous person stays in it: the whole
 * query cache goes, with the keys kept for them. That is every sign-out (Log Out, a 401, the idle
 * logout, the admin-return rule, another tab's sign-out) and every sign-in. The query keys name no
 * user, so without this the next person on the tab read the last one's suite, cart and history
 * from memory (issue 27). A token's own refresh keeps the cache: it is the same person. A token
 * another tab wrote counts as a change of hands, because this tab cannot tell whose it is.
 * Returns the unsubscribe.
 */
export function forgetPreviousUserOnSessionChange(client: QueryClient): () => void {
  let token = getSessionToken();
  return subscribeToSession(() => {
    const next = getSessionToken();
    if (next === token) {
      return;
    }
    const refreshed = isOwnRefresh(token, next);
    token = next;
    if (refreshed) {
      return;
    }
    client.clear();
    for (const key of PERSONAL_STORAGE_KEYS) {
      try {
        window.localStorage.removeItem(key);
      } catch {
        // Storage refused: nothing was kept there either.
      }
    }
  });
}

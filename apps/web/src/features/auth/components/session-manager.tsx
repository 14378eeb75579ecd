import { useSavedLanguageAtSignIn } from '../hooks/use-saved-language';
import { useSessionRefresh } from '../hooks/use-session-refresh';
import { IdleLogout } from './idle-logout';

/**
 * Keeps a signed-in session alive and ends an idle one, and gives a new sign-in the account's
 * language; loaded only once somebody is signed in.
 */
export function SessionManager() {
  useSessionRefresh();
  useSavedLanguageAtSignIn();
  return <IdleLogout />;
}

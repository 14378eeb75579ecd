import { useSessionRefresh } from '../hooks/use-session-refresh';
import { IdleLogout } from './idle-logout';

/** Keeps a signed-in session alive and ends an idle one; loaded only once somebody is signed in. */
export function SessionManager() {
  useSessionRefresh();
  return <IdleLogout />;
}

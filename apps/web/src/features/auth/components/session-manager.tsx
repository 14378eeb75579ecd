import { useSessionRefresh } from '../hooks/use-session-refresh';

/** Keeps a signed-in session alive; loaded only once somebody is signed in. */
export function SessionManager() {
  useSessionRefresh();
  return null;
}

import { useEffect, useRef } from 'react';
import { replaceSessionToken } from '@/lib/session-token';
import { refreshSession } from '../api/refresh-session';
import { refreshDelayMs } from '../session-refresh';
import { useSession } from './use-session';

/**
 * Refreshes the token one minute before it expires (spec section 6) and stores the new token the
 * server answers, with its expiry, which schedules the next refresh; the old token keeps working
 * for a short grace (ADR 021). A 401 ends the session in the API client.
 */
export function useSessionRefresh(): void {
  const session = useSession();
  const token = session?.token;
  const expiresAt = session?.expiresAt;
  const lastRefreshAt = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!token || !expiresAt) {
      return;
    }
    const timer = window.setTimeout(
      () => {
        lastRefreshAt.current = Date.now();
        refreshSession()
          .then((refreshed) => replaceSessionToken(token, refreshed.token, refreshed.expiresAt))
          .catch(() => {
            // A dead token was handled by the API client; a network failure waits for the next call.
          });
      },
      refreshDelayMs(expiresAt, Date.now(), lastRefreshAt.current),
    );
    return () => window.clearTimeout(timer);
  }, [token, expiresAt]);
}

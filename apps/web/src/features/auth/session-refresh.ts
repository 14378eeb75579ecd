const MINUTE_MS = 60_000;

/**
 * Milliseconds until the token refresh: one minute before `expiresAt`, with the time left
 * rounded down to whole minutes (spec section 6). Never negative; an unreadable time refreshes now.
 */
export function refreshDelayMs(expiresAt: string, now: number): number {
  const expiry = Date.parse(expiresAt);
  if (Number.isNaN(expiry)) {
    return 0;
  }
  const wholeMinutesLeft = Math.floor((expiry - now) / MINUTE_MS);
  return Math.max(0, (wholeMinutesLeft - 1) * MINUTE_MS);
}

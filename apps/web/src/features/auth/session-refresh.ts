const MINUTE_MS = 60_000;

/**
 * Milliseconds until the token refresh: one minute before `expiresAt`, with the time left
 * rounded down to whole minutes (spec section 6). Never negative; an unreadable time refreshes now.
 * `expiresAt` is the server's clock: on a device whose clock runs ahead, every expiry looks past,
 * so refreshes are kept at least a minute apart (`lastRefreshAt`) instead of running in a loop.
 */
export function refreshDelayMs(expiresAt: string, now: number, lastRefreshAt?: number): number {
  const expiry = Date.parse(expiresAt);
  const wholeMinutesLeft = Number.isNaN(expiry) ? 0 : Math.floor((expiry - now) / MINUTE_MS);
  const floor = lastRefreshAt === undefined ? 0 : lastRefreshAt + MINUTE_MS - now;
  return Math.max(0, (wholeMinutesLeft - 1) * MINUTE_MS, floor);
}

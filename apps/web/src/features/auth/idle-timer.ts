import { IDLE_WARNING_SECONDS, SESSION_IDLE_MINUTES } from '@skyparcel/domain/accounts';

export { LAST_ACTIVITY_STORAGE_KEY } from './last-activity-key';

export const IDLE_LIMIT_MS = SESSION_IDLE_MINUTES * 60_000;
export const IDLE_WARNING_MS = IDLE_WARNING_SECONDS * 1000;

export type IdlePhase =
  | { phase: 'active'; warnAt: number }
  | { phase: 'warning'; logoutAt: number }
  | { phase: 'expired' };

/**
 * Where an idle session stands at `now` (spec section 4): active until 30 minutes after the last
 * activity, then a 30-second warning, then expired. Pure, so the clock is the caller's.
 */
export function idlePhase(lastActivityAt: number, now: number): IdlePhase {
  const warnAt = lastActivityAt + IDLE_LIMIT_MS;
  if (now < warnAt) {
    return { phase: 'active', warnAt };
  }
  const logoutAt = warnAt + IDLE_WARNING_MS;
  return now < logoutAt ? { phase: 'warning', logoutAt } : { phase: 'expired' };
}

/** Whole seconds left on the warning's countdown, never below zero. */
export function secondsLeft(logoutAt: number, now: number): number {
  return Math.max(0, Math.ceil((logoutAt - now) / 1000));
}

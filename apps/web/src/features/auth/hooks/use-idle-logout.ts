import { useCallback, useEffect, useRef, useState } from 'react';
import { IDLE_LIMIT_MS, type IdlePhase, idlePhase, LAST_ACTIVITY_STORAGE_KEY } from '../idle-timer';

/** Activity is written to storage at most this often, so typing does not hammer localStorage. */
const ACTIVITY_WRITE_INTERVAL_MS = 5_000;

function readLastActivity(fallback: number): number {
  try {
    const stored = Number(window.localStorage.getItem(LAST_ACTIVITY_STORAGE_KEY));
    return Number.isFinite(stored) && stored > 0 ? Math.max(stored, fallback) : fallback;
  } catch {
    return fallback;
  }
}

function writeLastActivity(at: number): void {
  try {
    window.localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, String(at));
  } catch {
    // Without storage each tab keeps its own clock; the server's idle rule still applies.
  }
}

/**
 * The idle state of a signed-in session: keydown and mousedown (in any tab of the portal) count
 * as activity; after 30 minutes without any, the phase turns to 'warning' with a 30-second
 * countdown, then 'expired'. Once warned, activity no longer resets the clock: the server has
 * expired the session too, and the spec has the warning's only button log out.
 */
export function useIdlePhase(): { state: IdlePhase; now: number } {
  const lastActivity = useRef(Date.now());
  const lastWrite = useRef(0);
  const [now, setNow] = useState(() => Date.now());
  const state = idlePhase(lastActivity.current, now);
  const warned = state.phase !== 'active';

  const onActivity = useCallback(() => {
    const at = Date.now();
    lastActivity.current = at;
    if (at - lastWrite.current >= ACTIVITY_WRITE_INTERVAL_MS) {
      lastWrite.current = at;
      writeLastActivity(at);
    }
  }, []);

  useEffect(() => {
    writeLastActivity(lastActivity.current);
  }, []);

  useEffect(() => {
    if (warned) {
      return;
    }
    window.addEventListener('keydown', onActivity, { capture: true, passive: true });
    window.addEventListener('mousedown', onActivity, { capture: true, passive: true });
    return () => {
      window.removeEventListener('keydown', onActivity, { capture: true });
      window.removeEventListener('mousedown', onActivity, { capture: true });
    };
  }, [warned, onActivity]);

  // While active: one timer to the moment the 30 minutes would be up, re-armed from the latest
  // activity (this tab's or, through storage, another tab's). While warning: a 1-second tick.
  const phase = state.phase;
  useEffect(() => {
    if (phase === 'warning') {
      const tick = window.setInterval(() => setNow(Date.now()), 1000);
      return () => window.clearInterval(tick);
    }
    if (phase !== 'active') {
      return;
    }
    let timer: number | undefined;
    const arm = () => {
      lastActivity.current = readLastActivity(lastActivity.current);
      const wait = lastActivity.current + IDLE_LIMIT_MS - Date.now();
      if (wait <= 0) {
        setNow(Date.now());
        return;
      }
      timer = window.setTimeout(arm, wait);
    };
    arm();
    return () => window.clearTimeout(timer);
  }, [phase]);

  return { state, now };
}

import { instantArb, inTimeZone, timeZoneArb } from '@skyparcel/domain/testing';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { IDLE_LIMIT_MS, IDLE_WARNING_MS, idlePhase, secondsLeft } from './idle-timer';
import { refreshDelayMs } from './session-refresh';

// Decision 058: the 30-minute idle logout and the token refresh count elapsed milliseconds, so
// a browser in any zone (or one crossing a DST change while open) logs out on time.
const MINUTE_MS = 60_000;

test('active for 30 minutes after the last activity, warned for 30 seconds, then expired', () => {
  fc.assert(
    fc.property(
      timeZoneArb,
      instantArb(),
      fc.oneof(
        fc.integer({ min: 0, max: 40 * MINUTE_MS }),
        fc.constantFrom(IDLE_LIMIT_MS - 1, IDLE_LIMIT_MS, IDLE_LIMIT_MS + IDLE_WARNING_MS),
      ),
      (zone, lastActivity, idleMs) => {
        const at = lastActivity.getTime();
        const rule = () => {
          const state = idlePhase(at, at + idleMs);
          return {
            state,
            seconds: state.phase === 'warning' ? secondsLeft(state.logoutAt, at + idleMs) : null,
          };
        };
        const { state, seconds } = inTimeZone(zone, rule);
        expect({ state, seconds }).toEqual(inTimeZone('UTC', rule));
        const expected =
          idleMs < IDLE_LIMIT_MS
            ? 'active'
            : idleMs < IDLE_LIMIT_MS + IDLE_WARNING_MS
              ? 'warning'
              : 'expired';
        expect(state.phase).toBe(expected);
        if (seconds !== null) {
          expect(seconds).toBe(Math.ceil((IDLE_LIMIT_MS + IDLE_WARNING_MS - idleMs) / 1000));
        }
      },
    ),
    { numRuns: 300 },
  );
});

test('the refresh waits the whole minutes left but one, from the server’s UTC expiry, in every zone', () => {
  fc.assert(
    fc.property(
      timeZoneArb,
      instantArb(),
      fc.integer({ min: -5 * MINUTE_MS, max: 20 * MINUTE_MS }),
      (zone, now, leftMs) => {
        const expiresAt = new Date(now.getTime() + leftMs).toISOString();
        const rule = () => refreshDelayMs(expiresAt, now.getTime());
        const delay = inTimeZone(zone, rule);
        expect(delay).toBe(inTimeZone('UTC', rule));
        expect(delay).toBe(Math.max(0, (Math.floor(leftMs / MINUTE_MS) - 1) * MINUTE_MS));
      },
    ),
    { numRuns: 300 },
  );
});

import { expect, test } from 'vitest';
import { IDLE_LIMIT_MS, idlePhase, secondsLeft } from './idle-timer';

const start = Date.parse('2026-11-23T12:00:00Z');

test('a session is active for 30 minutes after the last activity', () => {
  expect(IDLE_LIMIT_MS).toBe(30 * 60_000);
  expect(idlePhase(start, start + IDLE_LIMIT_MS - 1)).toEqual({
    phase: 'active',
    warnAt: start + IDLE_LIMIT_MS,
  });
});

test('then warns for 30 seconds, then expires', () => {
  expect(idlePhase(start, start + IDLE_LIMIT_MS)).toEqual({
    phase: 'warning',
    logoutAt: start + IDLE_LIMIT_MS + 30_000,
  });
  expect(idlePhase(start, start + IDLE_LIMIT_MS + 29_999).phase).toBe('warning');
  expect(idlePhase(start, start + IDLE_LIMIT_MS + 30_000)).toEqual({ phase: 'expired' });
});

test('the countdown shows whole seconds left and never goes below zero', () => {
  expect(secondsLeft(start + 30_000, start)).toBe(30);
  expect(secondsLeft(start + 30_000, start + 100)).toBe(30);
  expect(secondsLeft(start + 30_000, start + 29_001)).toBe(1);
  expect(secondsLeft(start + 30_000, start + 31_000)).toBe(0);
});

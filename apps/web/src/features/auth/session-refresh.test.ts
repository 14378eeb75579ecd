import { expect, test } from 'vitest';
import { refreshDelayMs } from './session-refresh';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');

test('refreshes a 15-minute token after 14 minutes', () => {
  expect(refreshDelayMs('2026-11-23T12:15:00.000Z', NOW)).toBe(14 * 60_000);
});

test('rounds the time left down to whole minutes before taking the minute off', () => {
  expect(refreshDelayMs('2026-11-23T12:14:59.000Z', NOW)).toBe(13 * 60_000);
});

test('refreshes at once when less than two minutes are left or the time has passed', () => {
  expect(refreshDelayMs('2026-11-23T12:01:30.000Z', NOW)).toBe(0);
  expect(refreshDelayMs('2026-11-23T11:59:00.000Z', NOW)).toBe(0);
});

test('refreshes at once when the expiry cannot be read', () => {
  expect(refreshDelayMs('soon', NOW)).toBe(0);
});

test('a device clock running ahead of the server does not turn refreshes into a loop', () => {
  // The expiry the server gave looks past by this clock; the last refresh was 10 s ago.
  expect(refreshDelayMs('2026-11-23T11:50:00.000Z', NOW, NOW - 10_000)).toBe(50_000);
  expect(refreshDelayMs('2026-11-23T11:50:00.000Z', NOW, NOW - 90_000)).toBe(0);
});

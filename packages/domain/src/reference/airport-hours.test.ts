import { expect, test } from 'vitest';
import { isOpenAroundTheClock } from './airport-hours';

test('reads 00:00 to 23:59:59 (as Dubai is stored) and 00:00 to 24:00 as open around the clock', () => {
  expect(isOpenAroundTheClock('00:00:00', '23:59:59')).toBe(true);
  expect(isOpenAroundTheClock('00:00', '23:59')).toBe(true);
  expect(isOpenAroundTheClock('00:00', '24:00')).toBe(true);
});

test('reads any shorter day, and equal times, as opening hours', () => {
  expect(isOpenAroundTheClock('06:00:00', '22:00:00')).toBe(false);
  expect(isOpenAroundTheClock('00:00', '23:00')).toBe(false);
  expect(isOpenAroundTheClock('00:01', '23:59')).toBe(false);
  expect(isOpenAroundTheClock('00:00', '00:00')).toBe(false);
});

test('does not guess from a time it cannot read', () => {
  expect(isOpenAroundTheClock('', '23:59')).toBe(false);
  expect(isOpenAroundTheClock('0:00', '23:59')).toBe(false);
  expect(isOpenAroundTheClock('00:00', '25:00')).toBe(false);
});

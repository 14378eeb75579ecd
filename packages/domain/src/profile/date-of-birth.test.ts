import { expect, test } from 'vitest';
import { checkDateOfBirth, formatDateOfBirth, parseDateOfBirth } from './date-of-birth';

const TODAY = new Date('2026-11-26T10:00:00Z');

test('accepts a real date of someone who turned 18 today or earlier', () => {
  expect(checkDateOfBirth({ day: 26, month: 11, year: 2008 }, TODAY)).toEqual({ ok: true });
  expect(checkDateOfBirth({ day: 1, month: 1, year: 1960 }, TODAY)).toEqual({ ok: true });
});

test('refuses someone whose 18th birthday is tomorrow', () => {
  expect(checkDateOfBirth({ day: 27, month: 11, year: 2008 }, TODAY)).toEqual({
    ok: false,
    reason: 'tooYoung',
  });
});

test('refuses dates that do not exist, before 1900 or not in the past', () => {
  expect(checkDateOfBirth({ day: 31, month: 2, year: 1990 }, TODAY).ok).toBe(false);
  expect(checkDateOfBirth({ day: 29, month: 2, year: 1991 }, TODAY).ok).toBe(false);
  expect(checkDateOfBirth({ day: 1, month: 13, year: 1990 }, TODAY).ok).toBe(false);
  expect(checkDateOfBirth({ day: 1, month: 1, year: 1899 }, TODAY).ok).toBe(false);
  expect(checkDateOfBirth({ day: 26, month: 11, year: 2026 }, TODAY)).toEqual({
    ok: false,
    reason: 'inTheFuture',
  });
  expect(checkDateOfBirth({ day: 1, month: 1, year: 2030 }, TODAY)).toEqual({
    ok: false,
    reason: 'inTheFuture',
  });
});

test('someone born on 29 February comes of age on 1 March of a common year', () => {
  const born = { day: 29, month: 2, year: 2008 };
  expect(checkDateOfBirth(born, new Date('2026-02-28T12:00:00Z')).ok).toBe(false);
  expect(checkDateOfBirth(born, new Date('2026-03-01T00:00:00Z')).ok).toBe(true);
});

test('stores and reads the ISO form', () => {
  expect(formatDateOfBirth({ day: 5, month: 3, year: 1988 })).toBe('1988-03-05');
  expect(parseDateOfBirth('1988-03-05')).toEqual({ day: 5, month: 3, year: 1988 });
  expect(parseDateOfBirth(null)).toBeNull();
});

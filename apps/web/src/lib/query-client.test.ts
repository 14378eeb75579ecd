import { expect, test } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetry } from './query-client';

const answer = (status: number, code: string) => new ApiError({ status, code, message: code });

test('tries a passing outage twice more, a refusal never', () => {
  expect(shouldRetry(0, answer(503, 'SERVICE_UNAVAILABLE'))).toBe(true);
  expect(shouldRetry(1, answer(0, 'NETWORK'))).toBe(true);
  expect(shouldRetry(2, answer(503, 'SERVICE_UNAVAILABLE'))).toBe(false);
  expect(shouldRetry(0, answer(404, 'NOT_FOUND'))).toBe(false);
});

test('a missing exchange rate is not asked again: only an operator can add it (decision 059)', () => {
  expect(shouldRetry(0, answer(503, 'PRICE_CURRENCY_UNAVAILABLE'))).toBe(false);
});

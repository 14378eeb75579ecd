import { expect, test } from 'vitest';
import { money } from '../money/money';
import { isQuotedTotal } from './quoted-total';

test('the total seen is the price when amount and currency match to the minor unit', () => {
  expect(isQuotedTotal({ amount: 12.5, currency: 'USD' }, money(1250, 'USD'))).toBe(true);
  expect(isQuotedTotal({ amount: 12.5, currency: 'usd' }, money(1250, 'USD'))).toBe(true);
  expect(isQuotedTotal({ amount: 1.234, currency: 'KWD' }, money(1234, 'KWD'))).toBe(true);
  expect(isQuotedTotal({ amount: 12.49, currency: 'USD' }, money(1250, 'USD'))).toBe(false);
  expect(isQuotedTotal({ amount: 12.5, currency: 'AED' }, money(1250, 'USD'))).toBe(false);
  // Binary noise in the major amount does not matter: 0.1 + 0.2 is 0.30.
  expect(isQuotedTotal({ amount: 0.1 + 0.2, currency: 'USD' }, money(30, 'USD'))).toBe(true);
});

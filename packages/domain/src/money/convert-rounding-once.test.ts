import fc from 'fast-check';
import { expect, test } from 'vitest';
import { convertMoney, convertMoneyExactly } from './convert-money';
import { convertRoundingOnce } from './convert-rounding-once';
import { money } from './money';

const RATES: Record<string, string> = { USD: '0.3075', KWD: '1', AED: '0.08373043', GBP: '0.389' };
const toKwd = (from: string) => RATES[from] ?? '1';

test('rounds the sum once, where rounding each part would drift', () => {
  // Three USD 0.02 parts at 0.3075 are 0.00615 KWD each: 6 fils apiece (18) against 18.45 -> 18.
  const { parts, total } = convertRoundingOnce(
    [money(2, 'USD'), money(2, 'USD'), money(2, 'USD')],
    'KWD',
    toKwd,
  );
  expect(total).toEqual(money(18, 'KWD'));
  expect(parts.reduce((sum, part) => sum + part.amountMinor, 0)).toBe(18);
  // Ten USD 0.01 parts: each 3.075 fils rounds to 3 (30), the exact 30.75 rounds to 31.
  const ten = convertRoundingOnce(Array(10).fill(money(1, 'USD')), 'KWD', toKwd);
  expect(ten.total).toEqual(money(31, 'KWD'));
  expect(ten.parts.reduce((sum, part) => sum + part.amountMinor, 0)).toBe(31);
});

test('a single part is the plain conversion', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: -1e9, max: 1e9 }),
      fc.constantFrom('USD', 'AED', 'GBP'),
      (n, c) => {
        const { total, parts } = convertRoundingOnce([money(n, c)], 'KWD', toKwd);
        expect(total).toEqual(convertMoney(money(n, c), 'KWD', toKwd(c)));
        expect(parts).toEqual([total]);
      },
    ),
  );
});

test('parts add up to the total, which is the exact sum rounded once, and each part is within one minor unit of its exact value', () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.record({
          amountMinor: fc.integer({ min: -1e8, max: 1e8 }),
          currency: fc.constantFrom('USD', 'AED', 'GBP', 'KWD'),
        }),
        { maxLength: 12 },
      ),
      (list) => {
        const amounts = list.map((a) => money(a.amountMinor, a.currency));
        const { parts, total } = convertRoundingOnce(amounts, 'KWD', toKwd);
        expect(parts.reduce((sum, part) => sum + part.amountMinor, 0)).toBe(total.amountMinor);
        // The exact sum with denominator 10^8 (the rates have at most 8 decimals).
        const scale = 10n ** 12n;
        const exact = amounts
          .map((a) => convertMoneyExactly(a, 'KWD', toKwd(a.currency)))
          .map((e) => (e.numerator * scale) / e.denominator);
        const exactSum = exact.reduce((s, n) => s + n, 0n);
        const difference = BigInt(total.amountMinor) * scale - exactSum;
        expect(2n * (difference < 0n ? -difference : difference)).toBeLessThanOrEqual(scale);
        for (const [index, part] of parts.entries()) {
          const d = BigInt(part.amountMinor) * scale - (exact[index] ?? 0n);
          expect(d < 0n ? -d : d).toBeLessThan(scale);
        }
      },
    ),
  );
});

import { LOCALES } from '@skyparcel/domain/locale';
import { money } from '@skyparcel/domain/money';
import { describe, expect, test } from 'vitest';
import { formatMoney, formatMoneyDto, minorUnitsToDecimal } from './format-money';

// Intl's own spaces and marks, written out so a reader sees them: no-break space, narrow no-break
// space (French groups), minus sign (Norwegian), right-to-left and left-to-right marks (Arabic).
const NBSP = '\u00a0';
const NNBSP = '\u202f';
const MINUS = '\u2212';
const RLM = '\u200f';
const LRM = '\u200e';

describe('minorUnitsToDecimal', () => {
  test('writes integer minor units as an exact decimal string with the given decimals', () => {
    expect(minorUnitsToDecimal(1250, 3)).toBe('1.250');
    expect(minorUnitsToDecimal(5, 3)).toBe('0.005');
    expect(minorUnitsToDecimal(-1250, 2)).toBe('-12.50');
    expect(minorUnitsToDecimal(-7, 2)).toBe('-0.07');
    expect(minorUnitsToDecimal(1500, 0)).toBe('1500');
    expect(minorUnitsToDecimal(0, 2)).toBe('0.00');
  });

  test('keeps the last digit of the largest safe amount (no float division)', () => {
    expect(minorUnitsToDecimal(Number.MAX_SAFE_INTEGER, 2)).toBe('90071992547409.91');
    expect(minorUnitsToDecimal(-Number.MAX_SAFE_INTEGER, 3)).toBe('-9007199254740.991');
  });
});

describe('formatMoney', () => {
  test.each([
    ['en-US', '$1,234.50', `-KWD${NBSP}1.250`, '\u00a51,500', `BHD${NBSP}0.005`],
    [
      'no',
      `1${NBSP}234,50${NBSP}USD`,
      `${MINUS}1,250${NBSP}KWD`,
      `1${NBSP}500${NBSP}JPY`,
      `0,005${NBSP}BHD`,
    ],
    [
      'fr',
      `1${NNBSP}234,50${NBSP}$US`,
      `-1,250${NBSP}KWD`,
      `1${NNBSP}500${NBSP}JPY`,
      `0,005${NBSP}BHD`,
    ],
    [
      'ar-AE',
      `${RLM}1,234.50${NBSP}US$`,
      `${RLM}${LRM}-1.250${NBSP}د.ك.${RLM}`,
      `${RLM}1,500${NBSP}JP\u00a5`,
      `${RLM}0.005${NBSP}د.ب.${RLM}`,
    ],
  ] as const)(
    '%s: two-, three- and zero-decimal currencies, negative amounts',
    (locale, usd, kwd, jpy, bhd) => {
      expect(formatMoney(money(123450, 'USD'), locale)).toBe(usd);
      expect(formatMoney(money(-1250, 'KWD'), locale)).toBe(kwd);
      expect(formatMoney(money(1500, 'JPY'), locale)).toBe(jpy);
      expect(formatMoney(money(5, 'BHD'), locale)).toBe(bhd);
    },
  );

  test('shows every decimal of the currency, even trailing zeros (KWD 1.200, not 1.2)', () => {
    expect(formatMoney(money(1200, 'KWD'), 'en-US')).toBe(`KWD${NBSP}1.200`);
    expect(formatMoney(money(1200, 'USD'), 'en-US')).toBe('$12.00');
    expect(formatMoney(money(0, 'XOF'), 'fr')).toBe(`0${NBSP}F${NNBSP}CFA`);
  });

  test.each(LOCALES)('%s: a huge amount keeps every digit', (locale) => {
    const text = formatMoney(money(Number.MAX_SAFE_INTEGER, 'USD'), locale);
    expect(text.replace(/\D/g, '')).toBe('9007199254740991');
  });

  test('formats the wire shape (major units) through the money module without losing a cent', () => {
    expect(formatMoneyDto({ amount: 0.1 + 0.2, currency: 'USD' }, 'en-US')).toBe('$0.30');
    expect(formatMoneyDto({ amount: 1.005, currency: 'KWD' }, 'en-US')).toBe(`KWD${NBSP}1.005`);
    expect(formatMoneyDto({ amount: -12.5, currency: 'EUR' }, 'fr')).toBe(`-12,50${NBSP}€`);
    expect(formatMoneyDto({ amount: 1500, currency: 'JPY' }, 'ar-AE')).toBe(
      `${RLM}1,500${NBSP}JP\u00a5`,
    );
  });

  test('accepts a lower-case currency code', () => {
    expect(formatMoney({ amountMinor: 1250, currency: 'kwd' }, 'en-US')).toBe(`KWD${NBSP}1.250`);
  });
});

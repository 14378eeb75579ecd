import type { CardBrand } from '@skyparcel/domain/payments';

/** What a sandbox card does when charged (decision 039; the usual test numbers). */
export type CardBehaviour = 'succeeds' | 'declined' | 'insufficient_funds' | 'three_d_secure';

const TEST_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002760003184': 'three_d_secure',
};

/** The Luhn check digit rule every card number keeps. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) {
        digit -= 9;
      }
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrandOf(digits: string): CardBrand {
  if (digits.startsWith('4')) {
    return 'visa';
  }
  if (/^(5[1-5]|2[2-7])/.test(digits)) {
    return 'mastercard';
  }
  if (/^3[47]/.test(digits)) {
    return 'amex';
  }
  if (/^6(011|5)/.test(digits)) {
    return 'discover';
  }
  return 'other';
}

export type TypedCard =
  | { ok: true; behaviour: CardBehaviour; brand: CardBrand; last4: string }
  | { ok: false };

/**
 * What a typed number is: one of the test cards, or any other number that passes the Luhn
 * check (declined, as a bank would), or not a card number at all.
 */
export function readTypedCard(typed: string): TypedCard {
  const digits = typed.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { ok: false };
  }
  return {
    ok: true,
    behaviour: TEST_CARDS[digits] ?? 'declined',
    brand: cardBrandOf(digits),
    last4: digits.slice(-4),
  };
}

/** `MM/YY` or `MM/YYYY`, not before the current month. */
export function readExpiry(typed: string, now: Date): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) {
    return null;
  }
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) {
    return null;
  }
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) {
    return null;
  }
  return { month, year };
}

/**
 * Minor-unit decimals of the currencies the portal meets (ISO 4217): KWD, BHD, OMR use 3, XOF and
 * JPY 0. `formatMoney` (packages/i18n) reads minor units with these same decimals.
 */
export const CURRENCY_DECIMALS = {
  AED: 2,
  SAR: 2,
  KWD: 3,
  USD: 2,
  GBP: 2,
  EUR: 2,
  NOK: 2,
  BHD: 3,
  OMR: 3,
  QAR: 2,
  XOF: 0,
  JPY: 0,
} as const satisfies Record<string, number>;

/** Decimals of a currency's minor unit, 2 when the currency is not listed (ISO 4217). */
export function currencyDecimals(code: string): number {
  const decimals: Record<string, number> = CURRENCY_DECIMALS;
  return decimals[code.trim().toUpperCase()] ?? 2;
}

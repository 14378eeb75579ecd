/** Pound to kilogram factor (spec sections 5 and 9). */
export const LB_TO_KG = 0.453592;

/** Inch to centimetre factor (spec sections 5 and 9). */
export const IN_TO_CM = 2.54;

/** Rounds half away from zero on the decimal value, so 1.005 -> 1.01 (spec section 9: two decimals). */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`decimals must be an integer from 0 to 20, got ${decimals}`);
  }
  if (!Number.isFinite(value)) {
    return value;
  }

  // Shift through the shortest decimal text of the number (not by multiplying), so binary noise
  // such as 1.005 * 100 = 100.49999999999999 cannot pull a half down.
  const rounded = Math.round(shiftDecimal(Math.abs(value), decimals));
  const result = shiftDecimal(rounded, -decimals);
  return value < 0 && result !== 0 ? -result : result;
}

/** Pounds to kilograms, 2 decimals (spec section 5). */
export function lbToKg(lb: number): number {
  return roundTo(lb * LB_TO_KG, 2);
}

/** Kilograms to pounds, 2 decimals (spec section 5). */
export function kgToLb(kg: number): number {
  return roundTo(kg / LB_TO_KG, 2);
}

/** Inches to centimetres, 2 decimals (spec section 5). */
export function inToCm(inches: number): number {
  return roundTo(inches * IN_TO_CM, 2);
}

/** Centimetres to inches, 2 decimals (spec section 5). */
export function cmToIn(cm: number): number {
  return roundTo(cm / IN_TO_CM, 2);
}

function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Order numbers read XWF followed by 6 to 12 digits. */
export const ORDER_NUMBER_PREFIX = 'XWF';

const ORDER_NUMBER = new RegExp(`^${ORDER_NUMBER_PREFIX}\\d{6,12}$`);

/** An order number in upper case, or null when the text is not one (spec section 5, tracking). */
export function normalizeOrderNumber(value: string): string | null {
  const candidate = value.trim().toUpperCase();
  return ORDER_NUMBER.test(candidate) ? candidate : null;
}

/** Whether a text is an order number: XWF + 6 to 12 digits, any case (spec section 5, tracking). */
export function isOrderNumber(value: string): boolean {
  return normalizeOrderNumber(value) !== null;
}

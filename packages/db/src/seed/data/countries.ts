import { PHONE_COUNTRY_ROWS } from '@skyparcel/domain/contacts';
import type { countries } from '../../schema/index';

export type CountrySeed = typeof countries.$inferInsert;

/** Countries a suite ships to (spec section 1: UAE, Kuwait, Saudi Arabia). */
export const DESTINATION_COUNTRY_CODES = ['AE', 'KW', 'SA'] as const;

/** Countries with a warehouse where customers shop (product decisions: USA, UK, UAE). */
export const SHOPPING_COUNTRY_CODES = ['US', 'GB', 'AE'] as const;

const destinationCodes: ReadonlySet<string> = new Set(DESTINATION_COUNTRY_CODES);
const shoppingCodes: ReadonlySet<string> = new Set(SHOPPING_COUNTRY_CODES);

export const COUNTRIES: CountrySeed[] = PHONE_COUNTRY_ROWS.map(([code, name, dialCode]) => ({
  code,
  name,
  dialCode,
  phoneLabel: `${dialCode} ${code}`,
  isDestination: destinationCodes.has(code),
  isShoppingCountry: shoppingCodes.has(code),
}));

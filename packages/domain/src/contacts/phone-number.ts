import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { PHONE_COUNTRY_ROWS } from './phone-country-codes';

/**
 * The digits a caller dials after `dialCode` to reach `phoneNumber`, or undefined when the number
 * is not a valid phone number there (spec section 5: 'Please enter a valid phone number').
 * The number is checked for the contact's country when that country uses the dial code (so a
 * trunk '0' is understood: '050 123 4567' in the UAE), otherwise for the dial code's own country.
 * libphonenumber-js's `min` metadata checks lengths and leading digits, which keeps the browser
 * bundle small (decision 033).
 */
export function normalisePhoneNumber(
  dialCode: string,
  phoneNumber: string,
  countryCode?: string,
): string | undefined {
  const digits = phoneNumber.replace(/[\s().-]/g, '');
  if (!/^\d{4,15}$/.test(digits)) {
    return undefined;
  }
  const rows = PHONE_COUNTRY_ROWS.filter(([, , code]) => code === dialCode);
  const country = (rows.find(([code]) => code === countryCode) ?? rows[0])?.[0];
  if (!country) {
    return undefined;
  }
  // The national form first; then dial code and digits as one international number, which is how
  // a North American territory's list entry ('+1264') already holds the area code.
  const candidates = [
    isSupportedCountry(country) ? parsePhoneNumberFromString(digits, country) : undefined,
    parsePhoneNumberFromString(`${dialCode}${digits}`),
  ];
  for (const parsed of candidates) {
    if (parsed?.isValid() && parsed.number.startsWith(dialCode)) {
      return parsed.number.slice(dialCode.length);
    }
  }
  return undefined;
}

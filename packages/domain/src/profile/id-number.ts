/** What a customer identifies with (spec section 3, Profile: passport number or national ID). */
export const ID_DOCUMENT_TYPES = ['passport', 'national_id'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

/**
 * National ID formats we check (decision 047), by issuing country. A national ID of any other
 * country is refused: the customer identifies with a passport instead.
 * - KW civil ID: 12 digits.
 * - AE Emirates ID: 784-YYYY-NNNNNNN-N (15 digits, the dashes optional; stored with them).
 * - SA national ID (or iqama): 10 digits, the first 1 (citizen) or 2 (resident).
 * - BH personal number (CPR): 9 digits. QA QID: 11 digits, starting 2 or 3.
 */
const NATIONAL_ID_FORMATS: Record<string, RegExp> = {
  KW: /^\d{12}$/,
  AE: /^784-?\d{4}-?\d{7}-?\d$/,
  SA: /^[12]\d{9}$/,
  BH: /^\d{9}$/,
  QA: /^[23]\d{10}$/,
};

/** Passports of every country: 6 to 9 letters or digits (ICAO 9303 allows up to 9). */
const PASSPORT_FORMAT = /^[A-Z0-9]{6,9}$/;

export const NATIONAL_ID_COUNTRIES = Object.keys(NATIONAL_ID_FORMATS);

export type IdNumberCheck =
  | { ok: true; number: string }
  | { ok: false; reason: 'passport' | 'nationalIdCountry' | 'nationalId' };

/**
 * Issue 14 and decision 047: the number of a passport or national ID, checked by the issuing
 * country's format. Spaces are dropped and letters upper-cased; an Emirates ID is stored with
 * its dashes, so the same card is one value however it was typed.
 */
export function checkIdNumber(
  type: IdDocumentType,
  issuingCountryCode: string,
  typed: string,
): IdNumberCheck {
  const number = typed.replace(/\s+/g, '').toUpperCase();
  if (type === 'passport') {
    return PASSPORT_FORMAT.test(number) ? { ok: true, number } : { ok: false, reason: 'passport' };
  }
  const format = NATIONAL_ID_FORMATS[issuingCountryCode];
  if (!format) {
    return { ok: false, reason: 'nationalIdCountry' };
  }
  if (!format.test(number)) {
    return { ok: false, reason: 'nationalId' };
  }
  if (issuingCountryCode === 'AE') {
    const digits = number.replaceAll('-', '');
    return {
      ok: true,
      number: `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7, 14)}-${digits.slice(14)}`,
    };
  }
  return { ok: true, number };
}

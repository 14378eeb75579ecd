/** The airline's own IATA prefix, the first three digits of its air waybills. */
export const AIRLINE_AWB_PREFIX = '701';

// Spaces anywhere are ignored; one optional hyphen may follow the prefix.
const AIR_WAYBILL = /^(\d{3})-?(\d{7})(\d)$/;

/** IATA AWB check digit: the 7-digit serial modulo 7 (spec section 5, tracking). */
export function airWaybillCheckDigit(serial7: string): number {
  if (!/^\d{7}$/.test(serial7)) {
    throw new RangeError(`an air waybill serial has 7 digits, got '${serial7}'`);
  }
  return Number(serial7) % 7;
}

/** Whether a text is an IATA AWB: 3-digit prefix + 7-digit serial + check digit (spec section 5). */
export function isValidAirWaybill(awb: string): boolean {
  return normalizeAirWaybill(awb) !== null;
}

/** An AWB in its `701-12345675` form, or null when it is not a valid AWB (spec section 5). */
export function normalizeAirWaybill(awb: string): string | null {
  const match = AIR_WAYBILL.exec(awb.replace(/\s+/g, ''));
  if (!match) {
    return null;
  }
  const [, prefix = '', serial = '', checkDigit = ''] = match;
  if (airWaybillCheckDigit(serial) !== Number(checkDigit)) {
    return null;
  }

  return `${prefix}-${serial}${checkDigit}`;
}

/** Builds `701-12345675` from a prefix and a serial, adding the IATA check digit (spec section 5). */
export function formatAirWaybill(prefix: string, serial7: string): string {
  if (!/^\d{3}$/.test(prefix)) {
    throw new RangeError(`an air waybill prefix has 3 digits, got '${prefix}'`);
  }
  return `${prefix}-${serial7}${airWaybillCheckDigit(serial7)}`;
}

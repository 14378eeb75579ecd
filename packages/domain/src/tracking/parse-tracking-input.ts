import { normalizeAirWaybill } from '../shipping/air-waybill';
import { normalizeOrderNumber } from '../shipping/order-number';

// No zod here: the home page's tracking search imports this file, and a zod object built when a
// page loads trips the CSP (zod probes `new Function`; see apps/web/src/lib/zod-jitless.ts).

/** At most this many distinct numbers per tracking search (spec sections 5 and 9). */
export const MAX_TRACKING_NUMBERS = 10;

export type TrackingInputErrorCode =
  | 'TRACKING_EMPTY'
  | 'TRACKING_TOO_MANY_NUMBERS'
  | 'TRACKING_INVALID_NUMBER';

export type ParsedTrackingInput =
  | { ok: true; numbers: string[] }
  | { ok: false; code: TrackingInputErrorCode; invalid: string[] };

/** Up to 10 AWB or XWF order numbers separated by commas, normalised and de-duplicated (spec section 5). */
export function parseTrackingInput(input: string): ParsedTrackingInput {
  const parts = input
    .split(/[,;\r\n]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) {
    return { ok: false, code: 'TRACKING_EMPTY', invalid: [] };
  }

  const numbers = new Set<string>();
  const invalid = new Set<string>();
  for (const part of parts) {
    const number = normalizeAirWaybill(part) ?? normalizeOrderNumber(part);
    if (number === null) {
      invalid.add(part);
    } else {
      numbers.add(number);
    }
  }

  // The limit is checked first: it counts every distinct entry, valid or not.
  if (numbers.size + invalid.size > MAX_TRACKING_NUMBERS) {
    return { ok: false, code: 'TRACKING_TOO_MANY_NUMBERS', invalid: [] };
  }
  if (invalid.size > 0) {
    return { ok: false, code: 'TRACKING_INVALID_NUMBER', invalid: [...invalid] };
  }
  return { ok: true, numbers: [...numbers] };
}

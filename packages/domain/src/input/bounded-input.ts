import { z } from 'zod';

/**
 * Bounds for the numbers and dates people send (issue 10). zod already refuses NaN and
 * ±Infinity; these keep finite numbers and dates inside what the money maths (integer minor
 * units, safe integers) and PostgreSQL (timestamps) can hold, so an absurd input answers 400.
 */

/**
 * Largest weight or length in any unit (kg, lb, cm, in): far past any parcel, yet a quote of
 * 10,000 in cubed still prices in safe integer minor units.
 */
export const MAX_MEASURE = 10_000;

/** Largest amount in major units: in thousandths (KWD's minor unit) still a safe integer. */
export const MAX_AMOUNT = 100_000_000;

/** The earliest and latest dates any search or form takes (PostgreSQL stores 4713 BC to 294276 AD). */
export const EARLIEST_DATE = new Date('1900-01-01T00:00:00.000Z');
export const LATEST_DATE = new Date('2200-12-31T23:59:59.999Z');

export const TOO_LARGE_KEY = 'validation.tooLarge';
export const DATE_RANGE_KEY = 'validation.dateRange';

/** A date (or date-time) between 1900 and 2200, as a query string or form sends it. */
export const BoundedDateSchema = z.coerce
  .date({ error: 'validation.invalid' })
  .min(EARLIEST_DATE, DATE_RANGE_KEY)
  .max(LATEST_DATE, DATE_RANGE_KEY);

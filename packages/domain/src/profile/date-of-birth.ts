/** A date of birth as the profile's three selects give it (spec section 3, Profile). */
export type DateOfBirth = { day: number; month: number; year: number };

/** The youngest a customer may be (issue 14: 18 or older). */
export const MINIMUM_CUSTOMER_AGE = 18;

export type DateOfBirthCheck =
  | { ok: true }
  | { ok: false; reason: 'notADate' | 'inTheFuture' | 'tooYoung' };

/**
 * Spec section 3 and issue 14: a real calendar date (no 31 February), in the past, of a person
 * who has turned 18 by `today` (compared on UTC calendar days, so the server and the browser
 * agree whatever their time zones).
 */
export function checkDateOfBirth({ day, month, year }: DateOfBirth, today: Date): DateOfBirthCheck {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    !Number.isInteger(day) ||
    !Number.isInteger(month) ||
    !Number.isInteger(year) ||
    year < 1900 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return { ok: false, reason: 'notADate' };
  }
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (date.getTime() >= todayUtc) {
    return { ok: false, reason: 'inTheFuture' };
  }
  // Born 29 February: the 18th birthday in a common year is 1 March (Date.UTC rolls over).
  const adultFrom = Date.UTC(year + MINIMUM_CUSTOMER_AGE, month - 1, day);
  if (adultFrom > todayUtc) {
    return { ok: false, reason: 'tooYoung' };
  }
  return { ok: true };
}

/** The ISO form a `date` column stores (YYYY-MM-DD). */
export function formatDateOfBirth({ day, month, year }: DateOfBirth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The three parts of a stored `YYYY-MM-DD`, or null when there is none. */
export function parseDateOfBirth(stored: string | null): DateOfBirth | null {
  const match = stored ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(stored) : null;
  if (!match) {
    return null;
  }
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}
